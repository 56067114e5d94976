@content
Feature: Editorial content pages
  Document 000 §2: "Each URL entry from the content service either redirects (internally or to an
  external domain) or shows a content page." "A page whose hreflang cultures exclude the current
  culture is treated as not found (status 404)." "The article layout shows a table of contents
  built from the HTML modules." "The no-match page first tries to load a content page for the URL."
  Document 000 §8: "Content page without modules | 'Errors.Message.PageIsEmpty'"; "Content page
  missing | 'Errors.Message.PageIsNotFound'".
  Document 000 §6: "Robots meta: noindex when the portal disallows indexing or the page is flagged;
  otherwise per-page indexable and followable".

  Our choices: content lives as files in the repository (content/pages/<page>/<culture>.md), copied
  into the database at start-up and on change; a page exists in the cultures it has a file for.

  Background:
    Given the content files of the fixture

  @service
  Scenario: A URL entry shows its page
    When a visitor in culture "en" opens "/guide"
    Then the page "The guide" is shown

  @service
  Scenario: A URL entry redirects internally, permanently
    When a visitor in culture "en" opens "/old-guide"
    Then they are redirected to "/guide" permanently

  @service
  Scenario: A URL entry redirects to an external domain
    When a visitor in culture "en" opens "/partner"
    Then they are redirected to "https://partner.example.org/offers" temporarily

  @service
  Scenario: A page whose hreflang cultures exclude the current culture is not found
    When a visitor in culture "de" opens "/guide"
    Then the answer is not found with "Errors.Message.PageIsNotFound"

  @service
  Scenario: A missing page says 'Errors.Message.PageIsNotFound'
    When a visitor in culture "en" opens "/no-such-page"
    Then the answer is not found with "Errors.Message.PageIsNotFound"

  @service
  Scenario: A page without modules says 'Errors.Message.PageIsEmpty'
    When a visitor in culture "en" opens "/empty"
    Then the page shows "Errors.Message.PageIsEmpty"

  @service
  Scenario: The article layout's table of contents comes from the HTML modules' headings
    When a visitor in culture "en" opens "/guide"
    Then the table of contents reads "First step, Detail"

  @service
  Scenario: HTML modules are sanitised on the server
    When a visitor in culture "en" opens "/guide"
    Then the page's HTML holds no script and no event handler

  Scenario Outline: Robots per page: <case>
    Given a content page that is <flags>
    Then its robots meta in culture "<culture>" reads "<content>"

    Examples:
      | case                          | flags                          | culture | content           |
      | indexable and followable      | indexable, followable          | en      | index, follow     |
      | not indexable                 | not indexable, followable      | en      | noindex, follow   |
      | not followable                | indexable, not followable      | en      | index, nofollow   |
