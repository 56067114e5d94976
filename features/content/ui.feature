@ui @content
Feature: Content pages in a browser
  Document 000 §2: "Anything else shows a not-found or no-match page. The no-match page first tries
  to load a content page for the URL." "Form modules submit to the content area."
  Document 001 §7 "Content": "POST /submitform".
  Document 000 §2 "Modals and shell elements": "app advertisement (two steps: advert, then QR code;
  kinds Chat and SearchAlerts)".

  Scenario Outline: The footer's <link> link opens its page in <language>
    When the visitor opens the home page in "<language>"
    And follows the footer link "<link>"
    Then the page answers 200 with the heading "<heading>"

    Examples:
      | language | link               | heading                    |
      | en       | About us           | We help people find the place they will call home |
      | fr       | Mentions légales   | Mentions légales           |
      | de       | Häufige Fragen     | Häufige Fragen             |
      | pt       | Política de cookies | Política de cookies       |

  Scenario Outline: Every link of the footer opens a page in <language>
    "Every link in header, footer and menus leads somewhere real"; "@ui: open each footer link
    in two languages".
    When the visitor opens the home page in "<language>"
    Then every link of the footer to the portal opens a page with a heading, in "<language>"

    Examples:
      | language |
      | en       |
      | pt       |

  Scenario: A question of the FAQ expands
    When the visitor opens the content page "/faq"
    And opens the question "How do I search for a home?"
    Then its answer is shown

  Scenario: The contact form submits
    When the visitor opens the content page "/contact"
    And sends the contact form with the name "Ana Pereira", the e-mail "ana@example.org" and a message
    Then the form says the message was sent

  Scenario: The buying guide's mortgage lead module is the financing calculator
    "Place the modules other issues build (mortgage lead module from financing …)".
    When the visitor opens the content page "/buying-guide"
    Then the mortgage calculator "How much could you borrow?" is shown in the article

  Scenario: The app advertisement shows the advert, then a QR code
    When the visitor opens the home page in "en"
    And asks for the app in the mobile apps promotion
    Then the app advert for "SearchAlerts" shows
    When the visitor goes on to the QR code
    Then a QR code to download the app is shown

  Scenario Outline: axe finds nothing serious on any content page in <language>
    "Axe finds nothing serious on any content page". Every page of the content folder
    (content/pages, the maintenance page aside: it is answered only while the maintenance flag is on), the
    no-match page and both steps of the app advertisement.
    When the visitor opens every content page in "<language>"
    Then none has a serious or critical accessibility violation
    And neither step of the app advertisement has one

    Examples:
      | language |
      | en       |
      | pt       |
