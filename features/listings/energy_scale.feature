@listings
Feature: EU energy and CO2 scales
  Document 000 §9: "Energy scale EU: A under 50, B 51-90, C 91-150, D 151-230, E 231-330,
  F 331-450, G over 450. CO2 scale: A under 5, B 6-10, C 11-20, D 21-35, E 36-55,
  F 56-80, G over 80. Energy rating has ratingType (EnergyEu or Co2Eu), grade, value."

  The documents leave gaps: exactly 50 (or 5), and values between two bands such as
  50.5. Our decision: every band runs up to and including its upper bound and the next
  band starts just above it. So 50 is A, 50.5 is B, 450 is F and 450.1 is G.

  Scenario Outline: <value> kWh/m² a year is energy class <grade>
    When an EnergyEu rating of <value> is graded
    Then the grade is <grade>

    Examples: The documents' bands
      | value | grade |
      | 0     | A     |
      | 49    | A     |
      | 51    | B     |
      | 90    | B     |
      | 91    | C     |
      | 150   | C     |
      | 151   | D     |
      | 230   | D     |
      | 231   | E     |
      | 330   | E     |
      | 331   | F     |
      | 450   | F     |
      | 451   | G     |

    Examples: The gaps, decided
      | value | grade |
      | 50    | A     |
      | 50.5  | B     |
      | 90.1  | C     |
      | 450.1 | G     |

  Scenario Outline: <value> kg CO2/m² a year is CO2 class <grade>
    When a Co2Eu rating of <value> is graded
    Then the grade is <grade>

    Examples: The documents' bands
      | value | grade |
      | 4     | A     |
      | 6     | B     |
      | 10    | B     |
      | 11    | C     |
      | 20    | C     |
      | 21    | D     |
      | 35    | D     |
      | 36    | E     |
      | 55    | E     |
      | 56    | F     |
      | 80    | F     |
      | 81    | G     |

    Examples: The gaps, decided
      | value | grade |
      | 5     | A     |
      | 5.5   | B     |
      | 10.5  | C     |
      | 80.1  | G     |

  Scenario: A negative value has no grade
    When an EnergyEu rating of -1 is graded
    Then there is no grade
