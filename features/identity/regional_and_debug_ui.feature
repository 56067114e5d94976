@ui @identity @regional
Feature: Regional settings, the portal suggestion and the debug panel in a browser
  Document 000 §2 ("Debug panel", "Query parameters handled at start-up", "Regional pickers"),
  §3 (the profile's regionalSettings) and §6 (feature flags). The visitor's country comes from the
  CDN's country header (cf-ipcountry, COUNTRY_HEADER), else from the region of Accept-Language.
  Scenarios tagged @fixturePortal run on a second portal started in debug mode, with an agent who
  has a dashboard; the others run on the shared portal, which runs as in production.

  Scenario Outline: A visitor from a country with its own portal is offered it and can stay (<language>)
    Given a visitor located in "CH" by the CDN reading the portal in <language>
    When they open "<page>"
    Then a panel suggests "Homefinder Switzerland" with a link to "<link>"
    And the page has no serious or critical accessibility problems
    And screenshots of the portal suggestion are taken at 390 and 1280 px as "identity-portal-suggestion" in <language>
    When they choose to stay here
    Then no portal suggestion shows, even after a reload

    Examples:
      | language | page                                           | link                                                                   |
      | en       | /cookies-policy?utm_source=newsletter&c=en     | https://www.homefinder.ch/cookies-policy?utm_source=newsletter&c=en    |
      | de       | /de/cookies-policy?utm_source=newsletter       | https://www.homefinder.ch/de/cookies-policy?utm_source=newsletter&c=de |

  Scenario: dismissPortalSuggestion=true in a link dismisses the suggestion for good
    Given a visitor located in "DE" by the CDN reading the portal in en
    Then a panel suggests "Homefinder Deutschland" with a link to "https://www.homefinder.de/?c=en"
    When they open "/cookies-policy?dismissPortalSuggestion=true"
    Then no portal suggestion shows, even on the next page
    And the address bar no longer shows "dismissPortalSuggestion"

  Scenario Outline: Saving a currency on the regional settings page (<language>)
    Given a new visitor reading the portal in <language>
    When they open the regional settings page at "<route>"
    And they save the regional settings without choosing a country
    Then the country field says "<required>"
    When they choose the country "CH" and the currency "CHF" and save
    Then the page comes back in CHF saying "<saved>"
    And the profile's regional settings are culture "<language>-CH", country "CH" and currency "CHF"
    And the page has no serious or critical accessibility problems
    And screenshots of the regional settings page are taken at 390 and 1280 px as "identity-regional-settings" in <language>

    Examples:
      | language | route                  | required                     | saved                                             |
      | en       | /settings/regional     | This field is required       | Your regional settings have been saved.           |
      | de       | /de/settings/regional  | Dieses Feld ist erforderlich | Ihre regionalen Einstellungen wurden gespeichert. |

  Scenario: A forged flag override cookie does nothing when debug mode is off
    Given a new visitor reading the portal in en
    When they come back with a forged cookie "debugFlags=PS_FLAG_SWITCH_TO_DASHBOARD:off|PS_FLAG_CHAT:off"
    Then the page is rendered with the portal's own feature flags
    And no debug panel shows

  @fixturePortal
  Scenario: A flag edited in the debug panel hides the dashboard switch for this browser only
    Given an agent with a dashboard has logged in
    Then the switch-to-dashboard prompt shows
    When they set PS_FLAG_SWITCH_TO_DASHBOARD to "off" in the debug panel
    Then the dashboard switch is hidden in this browser
    And the debug panel says PS_FLAG_SWITCH_TO_DASHBOARD is "Off" and overridden
    And another browser still gets the portal's PS_FLAG_SWITCH_TO_DASHBOARD
    When they set PS_FLAG_SWITCH_TO_DASHBOARD to "portal" in the debug panel
    Then on their next visit in this browser the switch-to-dashboard prompt shows

  @fixturePortal
  Scenario: The debug panel shows the detected country, the suggested portal and the authentication state
    Given a visitor located in "PT" by the CDN reading the portal in en
    When they open the debug panel
    Then the debug panel shows the detected country "Portugal (PT)" from the CDN header
    And the debug panel shows the suggested portal "Homefinder Portugal (pt)"
    # A first visitor has no profile yet, so no state (document 000 §4 "Needs to register: no state, …").
    And the debug panel shows the authentication state "unknown"
    And the page has no serious or critical accessibility problems
    And a screenshot of the debug panel is taken at 1280 px as "identity-debug-panel-1280-en"

  @fixturePortal
  Scenario: A profileId from an e-mail link, without a token, identifies nobody
    Given a new visitor reading the portal in en
    # A page view bears no profile (docs/pages.md §10): their cookie choice does.
    And they accept all cookies
    When they follow a link carrying the agent's profileId and no token
    Then the address bar no longer shows "profileId"
    And they are still a GuestUnknown guest on their own profile
    And their profile page shows none of the agent's details
    And the agent's profile stays out of their reach

  @fixturePortal
  Scenario: A profileId with the link's signed token identifies the visitor on their own profile
    Given a new visitor reading the portal in en
    # A page view bears no profile (docs/pages.md §10): their cookie choice does.
    And they accept all cookies
    When they follow a link carrying the agent's profileId and a valid token
    Then they become UserIdentifiedByUrlToken on their own profile, which opens the agent's profiles
    And the agent's profile stays out of their reach

  @fixturePortal
  Scenario: A forged token identifies nobody
    Given a new visitor reading the portal in en
    # A page view bears no profile (docs/pages.md §10): their cookie choice does.
    And they accept all cookies
    When they follow a link carrying the agent's profileId and a forged token
    Then they are still a GuestUnknown guest on their own profile
