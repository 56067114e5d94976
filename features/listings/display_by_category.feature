@listings
Feature: What a listing page shows, by category
  Document 002 §6: "Vendor agency shown for premium and above, or for projects. Agent block
  shown for all categories. Agent page link from classic. Agent bio, sticky panel,
  lead-form agent and extended layout from global upward. All of these need contact
  display to be allowed and a named contact."

  The categories rank as document 002 §3 lists them: basic, basicPlus, classic, premium,
  global, premiumPlus, luxury, elite. A named contact is a contact user: the listing's
  agent, else the agency's main contact.

  Scenario Outline: A <category> listing
    Given a <category> listing whose agent may be shown
    When its page is laid out
    Then the vendor agency is <vendor>
    And the agent block is shown
    And the agent page link is <link>
    And the agent bio, sticky panel, lead-form agent and extended layout are <extended>

    Examples:
      | category    | vendor    | link      | extended  |
      | basic       | not shown | not shown | not shown |
      | basicPlus   | not shown | not shown | not shown |
      | classic     | not shown | shown     | not shown |
      | premium     | shown     | shown     | not shown |
      | global      | shown     | shown     | shown     |
      | premiumPlus | shown     | shown     | shown     |
      | luxury      | shown     | shown     | shown     |
      | elite       | shown     | shown     | shown     |

  Scenario Outline: A project shows its vendor agency in any category
    Given a basic listing whose agent may be shown
    And the listing is a <class>
    When its page is laid out
    Then the vendor agency is <vendor>

    Examples:
      | class            | vendor    |
      | ProjectListing   | shown     |
      | ProjectAsListing | shown     |
      | UnitListing      | not shown |

  Scenario: Nothing about the contact is shown when contact display is not allowed
    Given an elite listing whose agent may be shown
    But the publisher does not allow contact display
    When its page is laid out
    Then nothing about the contact is shown

  Scenario: Nothing about the contact is shown without a named contact
    Given an elite listing whose agent may be shown
    But the listing has no contact user
    When its page is laid out
    Then nothing about the contact is shown

  Scenario: The agency's main contact stands in for a missing agent
    Given a classic listing whose only contact is the agency's main contact, user 5
    When its page is laid out
    Then the agent block is shown
    And the contact shown is user 5
