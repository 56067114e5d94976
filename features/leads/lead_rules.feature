@leads
Feature: Lead validation, processing statuses and what follows a lead
  Document 001 §5: "Lead submit needs fullName, email and phone, else 'Required field is not
  provided or invalid'. E-mail validity: 'General.Validators.InvalidEmail'. Required:
  'Immobox.Validations.Required'. Mobile phone: valid number, numeric after stripping plus, minus,
  brackets and spaces, else 'Immobox.Validations.InvalidMobilePhone'. Minimum length 'Must be at
  least {n} characters'; maximum 'Must be no more than {n} characters'." and "Limits: […] text
  area 3000".

  Document 001 §3: "Processing statuses: Dispatched, Processing, RejectedObsolete, Error, Spam,
  NotificationsScheduled; only Dispatched, Processing and NotificationsScheduled count as successful."

  Document 001 §6: "Lead, tour and other actions are unavailable on archived listings; tours need a
  sale listing; listing address needs an exact-enough geocode."

  Document 001 §4 "Lead submit": "[…] then follow-ups: offer to save the search if one exists, is
  unsaved and no forced subscribe; with forceSubscribe patch the search as saved with Email and
  PushNotification notifications; if no search exists and the user is not fully logged in, show the
  login modal; then show the app advertisement for Chat."

  Scenario Outline: The lead form's fields answer with the documents' messages
    When the lead form is checked with <field> "<value>" for CH
    Then the <field> field says "<message>"

    Examples:
      | field    | value            | message                                  |
      | fullName |                  | Immobox.Validations.Required             |
      | email    | anna@            | General.Validators.InvalidEmail          |
      | phone    | 12ab             | Immobox.Validations.InvalidMobilePhone   |
      | fullName | A                | Must be at least {n} characters          |
      | phone    | +41 44 668 18 00 | valid                                    |
      | phone    | 044 668-18-00    | valid                                    |

  Scenario: The text area takes 3000 characters and no more
    When the lead form is checked with a message of 3001 characters
    Then the message field says "Must be no more than {n} characters" with n 3000

  Scenario: The service refuses a lead without a phone with the documents' sentence
    When the leads service checks a lead without a phone
    Then it answers "Required field is not provided or invalid" naming phone

  Scenario Outline: Only three statuses count as successful
    Then the status <status> counts as successful: <successful>

    Examples:
      | status                 | successful |
      | Dispatched             | yes        |
      | Processing             | yes        |
      | NotificationsScheduled | yes        |
      | RejectedObsolete       | no         |
      | Error                  | no         |
      | Spam                   | no         |

  Scenario: A lead on an archived listing is RejectedObsolete
    When a lead is decided for an archived sale listing
    Then its status is RejectedObsolete

  Scenario: A tour on a rent listing is refused
    When a tour is decided for a rent listing
    Then it is refused with TOUR_NOT_AVAILABLE

  Scenario: No address request without an exact-enough geocode
    When an address request is decided for a sale listing geocoded to its city
    Then it is refused with LISTING_ADDRESS_NOT_AVAILABLE

  Scenario: A filled honeypot is Spam
    When a lead is decided for a sale listing with the honeypot filled
    Then its status is Spam

  Scenario Outline: The follow-ups after a lead
    When a lead was sent <search>, <subscribe>, by a visitor <logged>
    Then the follow-ups are "<followUps>"

    Examples:
      | search                 | subscribe          | logged                | followUps                                  |
      | from an unsaved search | without subscribe  | not fully logged in   | suggestSaveSearch, appAdvertisement        |
      | from an unsaved search | with forceSubscribe | not fully logged in  | saveSearch, appAdvertisement               |
      | from a saved search    | without subscribe  | fully logged in       | appAdvertisement                           |
      | without a search       | without subscribe  | not fully logged in   | loginModal, appAdvertisement               |
      | without a search       | without subscribe  | fully logged in       | appAdvertisement                           |
