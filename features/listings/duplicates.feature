@listings
Feature: The same property listed by several agencies is shown once
  Beyond the portals people use: "Duplicate detection: the same property listed by
  several agencies (close coordinates, same type, area within 3%, price within 5%, similar photos
  by a perceptual hash) is shown once in search with 'also listed by N agencies' on its page".

  Background:
    Given agency 10 lists an Apartment for sale at 500000 EUR, 100 m², with photos "0f0f0f0f0f0f0f0f,ffff0000ffff0000"

  Scenario: Another agency's listing 20 m away, 2% larger and 4% dearer, with the same photos, is the same property
    When agency 11 lists an Apartment for sale 20 m away at 520000 EUR, 102 m², with photos "0f0f0f0f0f0f0f0f,ffff0000ffff0000"
    Then the two listings are the same property
    And the later listing is marked a duplicate of the first one published

  Scenario Outline: One condition of the rule keeps them apart
    When agency 11 lists an Apartment for sale <distance> m away at <price> EUR, <area> m², with photos "<photos>"
    Then the two listings are different properties

    Examples:
      | distance | price  | area | photos                            | why                    |
      | 20       | 530000 | 100  | 0f0f0f0f0f0f0f0f,ffff0000ffff0000 | price 6% dearer        |
      | 20       | 500000 | 104  | 0f0f0f0f0f0f0f0f,ffff0000ffff0000 | area 4% larger         |
      | 150      | 500000 | 100  | 0f0f0f0f0f0f0f0f,ffff0000ffff0000 | not close              |
      | 20       | 500000 | 100  | aaaaaaaaaaaaaaaa,5555555555555555 | other photos           |

  Scenario: The same agency listing twice is not what the rule is for
    When agency 10 lists an Apartment for sale 20 m away at 500000 EUR, 100 m², with photos "0f0f0f0f0f0f0f0f,ffff0000ffff0000"
    Then the two listings are different properties
