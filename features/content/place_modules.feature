@server @content
Feature: Content modules that list places take them from the places context
  Document 000 §2: "Module kinds: hero, slideshow, FAQ, place presentation, average temperatures,
  related articles, form, HTML content, mortgage lead, places list, SEO children, SEO property types,
  mobile apps promotion, breadcrumb, icon facts." Document 001 §9: mortgage "eligibility: CH".

  Our reading: a module that lists places names a place; its links are that place's children with
  listings (most listings first) and its searches by property type, in the page's language, as the
  places service knows them today. The Geneva guide (content/pages/living-in-geneva) uses them.

  Scenario: The Geneva guide lists the municipalities of Geneva with listings, as the places service counts them
    When the visitor reads the content page "/living-in-geneva" in "en"
    Then it presents the place, its average temperatures for 12 months, and its searches by property type
    And its SEO children link a search of each municipality of Geneva with homes for sale, most first
    And its places list links the house prices of the same municipalities

  Scenario: The French guide links the same places in French
    When the visitor reads the content page "/living-in-geneva" in "fr"
    Then its SEO children link a search of each municipality in French

  Scenario Outline: The Swiss mortgage calculator is in the buying guide only where Swiss property is listed (<portal>)
    When the visitor reads the content page "/buying-guide" on the <portal> portal
    Then the mortgage lead module is <shown>

    Examples:
      | portal        | shown     |
      | international | shown     |
      | ch            | shown     |
      | fr            | not shown |
      | pt            | not shown |
