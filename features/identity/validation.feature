@identity
Feature: Validation of profile and account forms
  Document 000 §5:
  - "E-mail must be valid, else 'General.Validators.InvalidEmail'."
  - "Required value (also a required checkbox being true, or non-empty trimmed text):
    'Immobox.Validations.Required'."
  - "Minimum length: 'Must be at least {n} characters'. Maximum length: 'Must be no more than {n}
    characters'."
  - "Mobile phone must be a valid phone number and numeric after removing plus, minus, brackets
    and spaces, else 'Immobox.Validations.InvalidMobilePhone'."
  - "A profile is complete only with fullName, e-mail and phone."
  Passwords (not shown in the documents): 8 to 128 characters.

  Scenario Outline: the e-mail "<email>"
    When the e-mail "<email>" is validated
    Then the validation message is "<message>"

    Examples:
      | email            | message                         |
      | anna@example.ch  |                                 |
      | anna             | General.Validators.InvalidEmail |
      | anna@example     | General.Validators.InvalidEmail |
      | an na@example.ch | General.Validators.InvalidEmail |

  Scenario Outline: the mobile phone "<phone>" on the <country> portal
    When the mobile phone "<phone>" is validated for <country>
    Then the validation message is "<message>"

    Examples:
      | phone              | country | message                                |
      | +41 79 123 45 67   | CH      |                                        |
      | 079 123 45 67      | CH      |                                        |
      | +41 (79) 123-45-67 | CH      |                                        |
      | 06 12 34 56 78     | FR      |                                        |
      | 079.123.45.67      | CH      | Immobox.Validations.InvalidMobilePhone |
      | +41 79 12x 45 67   | CH      | Immobox.Validations.InvalidMobilePhone |
      | 12                 | CH      | Immobox.Validations.InvalidMobilePhone |

  Scenario Outline: required values: <value>
    When the required value <value> is validated
    Then the validation message is "<message>"

    Examples:
      | value           | message                      |
      | "Anna"          |                              |
      | "   "           | Immobox.Validations.Required |
      | ""              | Immobox.Validations.Required |
      | a ticked box    |                              |
      | an unticked box | Immobox.Validations.Required |

  Scenario Outline: a password of <length> characters
    When a new password of <length> characters is validated
    Then the validation message is "<message>" with n = <n>

    Examples:
      | length | message                             | n   |
      | 7      | Must be at least {n} characters     | 8   |
      | 8      |                                     |     |
      | 128    |                                     |     |
      | 129    | Must be no more than {n} characters | 128 |

  Scenario Outline: a profile with <what> is <complete>
    Given profile details with <what>
    Then the profile is <complete>

    Examples:
      | what                          | complete   |
      | full name, e-mail and phone   | complete   |
      | full name and e-mail          | incomplete |
      | e-mail and phone              | incomplete |
      | a blank full name, e-mail and phone | incomplete |
