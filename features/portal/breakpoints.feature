@portal
Feature: Breakpoints
  Document 000 §9: "Breakpoints: mobile max 767, tablet 768-1023, desktop min 1024."

  Scenario Outline: A screen <width> px wide is <viewport>
    Then a screen <width> px wide is "<viewport>"

    Examples:
      | width | viewport |
      | 320   | mobile   |
      | 767   | mobile   |
      | 768   | tablet   |
      | 1023  | tablet   |
      | 1024  | desktop  |
      | 1440  | desktop  |

  Scenario: The shell's style sheets switch layout only at those breakpoints
    When the media queries of the shell's style sheets are read
    Then every width they test is 767, 768, 1023 or 1024 px
