Feature: x
  @STR-9.9-99
  Scenario: y
    Given nothing
