@portal
Feature: The navigation bar
  Document 000 §2 "Navigation bar": "Search; Favorites; Chat (only when chat is configured and
  flag PS_FLAG_CHAT is on); Estimate (only when valuation is enabled); profile menu (dropdown on
  desktop, link to /settings/profile on mobile); Settings at /settings/more for mobile guests; a
  regional settings switch. Counters show 99+ above 99. The mobile bar is hidden on archived
  listing, project or agent pages and while drawing on search."
  Document 000 §6: "User features show only when the portal flag allowUsers is on".
  Document 000 §9: "Count bubbles show 99+ above 99."

  Our reading: favourites and chat are user features, so they also need allowUsers; on phones the
  regional switch sits in the top bar and the bottom bar ends with Profile or Settings.

  Scenario Outline: A count of <count> shows <shown>
    When a count bubble counts <count>
    Then the bubble shows "<shown>"

    Examples:
      | count | shown     |
      | 0     | (nothing) |
      | 1     | 1         |
      | 99    | 99        |
      | 100   | 99+       |
      | 2500  | 99+       |

  Scenario: A guest on a portal with every feature
    Given a portal with users allowed, valuation enabled, PS_FLAG_CHAT on and a chat configured
    And the visitor is a guest
    Then the header bar shows "search, favorites, chat, estimate, regionalSettings, logIn"
    And the mobile bar shows "search, favorites, chat, estimate, settings"

  Scenario: A signed-in user gets the profile menu on desktop and the profile link on mobile
    Given a portal with users allowed, valuation enabled, PS_FLAG_CHAT on and a chat configured
    And the visitor is signed in
    Then the header bar shows "search, favorites, chat, estimate, regionalSettings, profileMenu"
    And the mobile bar shows "search, favorites, chat, estimate, profile"
    And "profile" leads to "/settings/profile"
    And "settings" leads to "/settings/more"

  Scenario: Chat needs both the flag and a configured chat
    Given a portal with users allowed, valuation enabled, PS_FLAG_CHAT off and a chat configured
    And the visitor is a guest
    Then the header bar shows "search, favorites, estimate, regionalSettings, logIn"

  Scenario: A portal without users and without valuation
    Given a portal with users not allowed, valuation disabled, PS_FLAG_CHAT on and no chat configured
    And the visitor is signed in
    Then the header bar shows "search, regionalSettings"
    And the mobile bar shows "search, settings"

  Scenario: Every configured portal hides chat while no chat service is configured
    When the navigation is built for each configured portal without a chat
    Then no portal shows "chat"
    And the portals with valuation show "estimate" and the others do not

  Scenario Outline: The mobile bar on a <page> page, archived <archived>, drawing <drawing>, is <state>
    Given a "<page>" page whose subject is archived "<archived>"
    And the visitor is drawing on the map "<drawing>"
    Then the mobile bar is <state>

    Examples:
      | page    | archived | drawing | state  |
      | listing | yes      | no      | hidden |
      | project | yes      | no      | hidden |
      | agent   | yes      | no      | hidden |
      | listing | no       | no      | shown  |
      | search  | no       | yes     | hidden |
      | search  | no       | no      | shown  |
      | home    | no       | yes     | shown  |
