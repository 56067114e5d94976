@search @ui
Feature: Saving a search and My home, in a browser
  Document 001 §3: "Saving a search requires guest identified or better ... If not allowed, a
  login or e-mail capture flow shows and the action resumes afterwards." "After saving, a
  non-authenticated user is invited to authenticate." Document 001 §4: "My home: not_ready until
  the recent total is known, then empty or ready_to_show." "Deleting (archiving) sets saved false
  and removes the search from recent and saved lists." "Alerts: a notifications list containing
  the subscribe value means subscribed; an empty or null list unsubscribes." the
  PushNotification channel is offered in the save-search confirmation and on My home.

  Scenario: A guest saves a search through the e-mail capture and finds it on My home
    When the visitor opens the search "/switzerland/buy" on a 1280 px wide screen
    And they press the page's save-search button
    Then the e-mail capture modal asks for their e-mail address
    When they give a new e-mail address in the capture modal
    Then the search-save confirmation invites them to authenticate and offers push in this browser
    And the page's save-search button shows the search saved
    When they go to My home from the confirmation
    Then My home is ready_to_show with the search among saved and recent searches
    And its card has the e-mail alert on and the push alert off

  Scenario: On My home the alert turns off and the search is deleted after the confirmation
    When the visitor opens the search "/switzerland/rent" on a 390 px wide screen
    And they press the page's save-search button
    And they give a new e-mail address in the capture modal
    And they go to My home from the confirmation
    And they turn off the e-mail alert of the saved search's card
    Then a toast says "Alert deactivated"
    When they delete the saved search and confirm
    Then the search is gone from My home's saved searches
