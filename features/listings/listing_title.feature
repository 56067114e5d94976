@listings
Feature: Listing title, headline and meta description cuts
  Document 000 §5: "Meta description is cut to 160 characters; displayed listing title
  is cut near 70 (up to 85 at a word boundary); structured-data headline cut at 110."

  Our precise title rule: a title of at most 70 characters is shown whole; a longer
  one ends at the first word boundary between 70 and 85 characters (the end of the
  text counts as one); without such a boundary it ends at the last word boundary
  before 70; a single word longer than 70 is cut hard at 70. A cut title ends with
  an ellipsis "…" after the kept characters.

  Titles below are written as the lengths of their words, separated by single spaces:
  "60, 24" is a word of 60 letters, a space and a word of 24 letters (85 characters).

  Scenario Outline: Displayed title: <case>
    Given a listing whose title has words of <words> letters
    Then the displayed title is <shown>

    Examples:
      | case                                        | words      | shown                                  |
      | 70 characters are shown whole               | 70         | the whole title                        |
      | a word ending by 85 is shown whole          | 60, 24     | the whole title                        |
      | cut at the first word boundary from 70      | 72, 20     | 72 characters and an ellipsis          |
      | a word boundary exactly at 70 is used       | 70, 20     | 70 characters and an ellipsis          |
      | a word boundary exactly at 85 is used       | 60, 24, 10 | 85 characters and an ellipsis          |
      | a boundary at 86 is too far: back before 70 | 60, 25, 1  | 60 characters and an ellipsis          |
      | no boundary from 70 to 85: back before 70   | 50, 40     | 50 characters and an ellipsis          |
      | one long word is cut hard at 70             | 100        | 70 characters and an ellipsis          |

  Scenario: The title shown is the owner's translation in the visitor's language
    Given a listing titled "Bright flat" with the French title "Appartement lumineux"
    When its title is shown in "fr"
    Then the full title is "Appartement lumineux"

  Scenario Outline: Structured-data headline and meta description are hard limits, ellipsis included
    Given a text with words of <words> letters
    When it is cut as a <use>
    Then the cut text has <length> characters and ends with an ellipsis

    Examples:
      | use              | words        | length |
      | headline         | 108, 5       | 109    |
      | headline         | 150          | 110    |
      | meta description | 100, 58, 10  | 160    |
      | meta description | 200          | 160    |

  Scenario Outline: Text within the limit is not cut
    Given a text with words of <words> letters
    When it is cut as a <use>
    Then the cut text is the whole text

    Examples:
      | use              | words   |
      | headline         | 110     |
      | meta description | 100, 59 |
