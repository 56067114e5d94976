@listings
Feature: A listing's key facts
  The key facts (rooms, bedrooms, bathrooms, living area, land area, floor, year of
  construction) reach the page as values with message keys; the page writes the words.
  Document 002 §9: "Minimum plural rule keys include zero": a count of 0 takes its own
  zero form in every culture ("No bedroom"), also where the culture files 0 under "one".

  Scenario: The facts of an apartment, in display order
    Given a listing with 4.5 rooms, 3 bedrooms, 2 bathrooms, 120 m² living space on the 3rd floor, built in 1998
    When its key facts are listed
    Then the facts are:
      | fact             | message key                       | value  |
      | rooms            | ItemDetails.Facts.Rooms           | 4.5    |
      | bedrooms         | ItemDetails.Facts.Bedrooms        | 3      |
      | bathrooms        | ItemDetails.Facts.Bathrooms       | 2      |
      | livingArea       | ItemDetails.Facts.LivingArea      | 120 m² |
      | floor            | ItemDetails.Facts.Floor           | 3      |
      | constructionYear | ItemDetails.Facts.ConstructionYear | 1998   |

  Scenario: The ground floor has its own message
    Given a listing on floor 0
    When its key facts are listed
    Then the floor fact uses the message key "ItemDetails.Facts.GroundFloor"

  Scenario Outline: <count> bedrooms take the "<form>" form in "<culture>"
    Given a studio with <count> bedrooms
    When its key facts are listed
    Then the bedrooms fact counts <count>, which takes the "<form>" form in "<culture>"

    Examples:
      | count | culture | form  |
      | 0     | en      | zero  |
      | 0     | fr      | zero  |
      | 1     | fr      | one   |
      | 2     | de      | other |
