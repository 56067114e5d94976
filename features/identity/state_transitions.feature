@identity
Feature: How a visitor moves between authentication states
  The documents name the states, not the arrows between them. Ours: a page view writes nothing; the
  first act that needs a profile (cookie choices, a favourite, saving a search, a lead, a valuation,
  a regional setting, a sign-in) creates the guest profile (GuestUnknown); an e-mail typed into a
  form identifies the guest (GuestIdentified), whoever the e-mail belongs to (a typed address proves
  nothing, and answering otherwise would tell anyone who is registered: docs/security.md "No account
  enumeration"); a link from our
  e-mails identifies the user by URL token; registering or logging in authenticates; an expired
  session that cannot be refreshed leaves the user identified with the first profile (when this
  browser's profile is the one the user registered with) or by e-mail; logging out leaves the
  browser with no profile, a guest unknown again. Nothing else lowers what we know.

  Scenario Outline: <state> then <event>
    Given a visitor in the authentication state <state>
    When <event>
    Then the authentication state is <next>

    Examples:
      | state                 | event                                                  | next                           |
      | none                  | the visitor's profile is created                       | GuestUnknown                   |
      | GuestUnknown          | an e-mail nobody registered with is captured           | GuestIdentified                |
      | GuestUnknown          | an e-mail of a registered user is captured             | GuestIdentified                |
      | GuestIdentified       | a link with a valid token from our e-mails is followed | UserIdentifiedByUrlToken       |
      | GuestIdentified       | the visitor registers                                  | UserAuthenticated              |
      | UserIdentifiedByEmail | the visitor logs in                                    | UserAuthenticated              |
      | UserAuthenticated     | an e-mail of a registered user is captured             | UserAuthenticated              |
      | UserAuthenticated     | the session lapses on the profile registered with      | UserIdentifiedWithFirstProfile |
      | UserAuthenticated     | the session lapses on another profile                  | UserIdentifiedByEmail          |
      | UserAuthenticated     | the visitor logs out                                   | GuestUnknown                   |
