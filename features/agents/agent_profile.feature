@agents
Feature: The agent profile
  Document 001 §2: "/{agentSegment}/{agentSlug}, /agent/{agencyName?}/{agentName?}/{agentUserId},
  /a/{agentSlug} | Agent profile".
  Document 001 §5: "User agent lookup needs a user id or a slug."
  Document 001 §8: "'userId is empty'; 'userId and slug are empty'; 'No user was found'".
  Document 001 §9: "agent profile 6".
  Our choice: the first form, in the page's language, is the one canonical URL; the other two
  answer with a permanent redirect to it.

  Scenario Outline: The three URL forms name an agent
    When the path "<path>" is read as an agent profile
    Then it names the agent by <by> "<value>"

    Examples:
      | path                                        | by   | value          |
      | /agent/marco-koch-63                        | slug | marco-koch-63  |
      | /makler/marco-koch-63                       | slug | marco-koch-63  |
      | /a/marco-koch-63                            | slug | marco-koch-63  |
      | /agent/63                                   | id   | 63             |
      | /agent/immobilien-adliswil/marco-koch/63    | id   | 63             |

  @service
  Scenario: An agent's listings come 6 to a page
    Given an agent with more than 6 listings
    When their profile is opened by their slug
    Then it shows 6 of their listings and counts them all
    And every listing shown is theirs

  @service
  Scenario: The id form finds the same agent as the slug
    Given an agent with more than 6 listings
    When their profile is opened by their id
    Then it is the same agent as by their slug

  @service
  Scenario: An unknown agent is not found
    When the profile of the slug "nobody-has-this-slug" is opened
    Then the profile answers "No user was found"

  @service
  Scenario: A lookup with neither an id nor a slug is refused
    When a profile is opened with neither an id nor a slug
    Then the profile answers "userId and slug are empty"

  @service
  Scenario: An unknown agency's page is refused
    Document 001 §4: "Invalid accountId: 'Invalid accountId was provided'. An archived agency:
    'Agency is archived' (410)."
    When the agency page of account 987654 is opened
    Then the agency page answers "Invalid accountId was provided"
