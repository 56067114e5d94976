@ui @listings
Feature: Projects and their units in a browser
  Document 001 §2: "/{projectSlug}/{projectId} | Project page", and "A listing migrated to a
  project gives a permanent redirect; a unit whose parent is a project or project-as-listing
  redirects to the parent's path." Document 002 §2 gives the unit's path under its project:
  /{projectSlug}/{projectId}/unit/{unitId}. Document 001 §7: "GET /v1/projects/{id}/listings".
  The project shows "its units as a table (type, rooms, area, floor, price, availability)
  linking to" each unit.

  Background:
    Given a project of the demo data set with units

  Scenario: A visitor opens a project and one of its units
    When the visitor opens the project at "/project/{projectId}" on a 1280 px wide screen
    Then they see the project's units in a table with type, rooms, area, floor, price and availability
    When they open the first unit of the table
    Then the unit's page is shown at "/project/{projectId}/unit/{unitId}"

  Scenario Outline: Screenshots of a project and its first unit, <width> px, in <language>
    When the visitor opens the project at "<path>" on a <width> px wide screen
    Then a screenshot of the page is kept as "listings/project-<width>-<culture>.png"
    When they open the first unit of the table
    Then a screenshot of the page is kept as "listings/unit-<width>-<culture>.png"

    Examples:
      | language | culture | path                     | width |
      | English  | en      | /project/{projectId}     | 1280  |
      | English  | en      | /project/{projectId}     | 390   |
      | Italian  | it      | /it/progetto/{projectId} | 1280  |
      | Italian  | it      | /it/progetto/{projectId} | 390   |

  Scenario: A unit asked for at its listing path is sent to its project's path
    When the visitor asks for "/listing/{unitId}"
    Then they are sent permanently to the path "/project/{projectId}/unit/{unitId}"

  Scenario: A unit under another parent is sent to its own project's path
    When the visitor asks for "/listing/{projectId}/unit/{unitId}"
    Then they are sent permanently to the path "/project/{projectId}/unit/{unitId}"

  Scenario: A listing that is no unit is no page at a unit's path
    When the visitor asks for the unit path of a listing that is no unit
    Then the page answers "404"

  Scenario: A unit's page leads back to its project
    When the visitor opens the project at "/project/{projectId}" on a 1280 px wide screen
    And they open the first unit of the table
    Then the unit's page links to "/project/{projectId}", naming the project

  Scenario Outline: A project id that cannot exist, or does not, is a page not found
    When the visitor asks for "<url>"
    Then the page answers "404"

    Examples:
      | url                  |
      | /project/abc         |
      | /project/0           |
      | /project/1999999999  |
