@identity
Feature: Which portal the portal suggestion panel offers
  Document 000 §2 "Regional pickers": the portal suggestion panel holds url, country, language and
  culture, and can be dismissed. Ours: a visitor whose country has a portal of its own, browsing
  another portal, is offered it, in their current language when that portal has it; the link goes
  to that portal's host with the same path and query. No suggestion on the visitor's own portal,
  for a country without a portal (the international portal serves it), once dismissed (a cookie,
  or ?dismissPortalSuggestion=true), or to a crawler. regional_and_debug_ui.feature shows it in a browser.

  Scenario Outline: A visitor from <country> reading <language> on the <portal> portal
    Given a visitor from "<country>" reading "<language>" on the "<portal>" portal, <dismissed>
    When the page is "<page>"
    Then the suggestion is "<suggestion>"

    Examples:
      | country | language | portal        | dismissed             | page                   | suggestion                                                    |
      | CH      | en       | international | who has not dismissed | /geneva/rent?p=2       | ch en-CH https://www.homefinder.ch/geneva/rent?p=2&c=en       |
      | PT      | fr       | fr            | who has not dismissed | /                      | pt pt-PT https://www.homefinder.pt/?c=pt                      |
      | DE      | de       | ch            | who has not dismissed | /de/suche?profileId=3  | de de-DE https://www.homefinder.de/de/suche?c=de              |
      | CH      | de       | ch            | who has not dismissed | /                      | none                                                          |
      | US      | en       | ch            | who has not dismissed | /                      | none                                                          |
      | CH      | en       | international | who dismissed it      | /                      | none                                                          |
      | CH      | en       | international | as a crawler          | /                      | none                                                          |

  Scenario: The portal directory the browser uses lists each portal's languages as configured
    Then every portal of the directory has the languages and default language of config/portals.ts
