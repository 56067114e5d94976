@portal
Feature: Robots meta tag
  Document 000 §6: "Robots meta: noindex when the portal disallows indexing or the page is
  flagged; otherwise per-page indexable and followable; a hreflang list including the current
  culture means index."
  Document 000 §2: "/404 Returns status 404, without SEO links".

  Our choices: a page that says nothing is indexed and followed; the 404 and server-error pages
  are never indexed; an editor's "not indexable" wins over a hreflang list.

  Scenario Outline: <case>
    Given the portal is <portal>
    And the page in culture "<culture>" is <page>
    Then the robots meta reads "<content>"

    Examples:
      | case                                        | portal         | culture | page                           | content           |
      | a plain page                                | indexable      | fr      | not flagged                    | index, follow     |
      | a portal that disallows indexing            | not indexable  | fr      | not flagged                    | noindex, follow   |
      | a flagged page                              | indexable      | fr      | flagged noindex                | noindex, follow   |
      | the error page                              | indexable      | fr      | an error page                  | noindex, follow   |
      | a page that is not indexable nor followable | indexable      | fr      | not indexable, not followable  | noindex, nofollow |
      | an indexable page that is not followable    | indexable      | fr      | not followable                 | index, nofollow   |
      | hreflang list including the culture         | indexable      | fr      | in cultures "de, fr"           | index, follow     |
      | hreflang list without the culture           | indexable      | it      | in cultures "de, fr"           | noindex, follow   |
      | hreflang list but the editor says no        | indexable      | fr      | in cultures "fr", not indexable | noindex, follow  |
