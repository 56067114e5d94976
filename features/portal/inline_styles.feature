@ui @portal
Feature: A page's inline styles look exactly as its stylesheets do
  Lighthouse 95 on a phone; docs/pages.md §7: a production page carries its stylesheets
  inline. The build wrote the shell's rules under two names and every page carried both (22 KB of
  each page's styles, 41 KB of the search page's, parsed and matched twice). A rule is now kept
  only where it last appears, which leaves the cascade as it was. Our check: with the stylesheet
  files put back in full, every element of the page has the same computed style.

  Scenario Outline: The <page> page at <width> px is styled as its stylesheet files say
    Given a new visitor reading the portal in <language>
    When they open the <page> page <width> px wide
    Then no rule is written twice in the page's inline styles
    And every element is styled as with the stylesheet files in full

    Examples:
      | page    | language | width |
      | home    | de       | 390   |
      | search  | fr       | 390   |
      | search  | en       | 1280  |
      | listing | de       | 1280  |
