@minis-speed
Feature: Towing (8.3)
  A towing vehicle or team loses the towing table's percentage of its final speed (after every
  other modifier), for a normal load or when recovering a vehicle up to its own size. Readings:
  the penalty multiplies the final speed by (1 - penalty), exactly (67% off leaves 33/100); the
  on-road column applies on road, track, steppe and hard sand, the cross-country column
  elsewhere; recovering a larger vehicle is refused.

  @SPEED-TOW-01 @SPEED-TOW-02 @SPEED-TOW-03 @SPEED-TOW-04 @SPEED-TOW-05
  Scenario Outline: The towing table on a final speed of 40 cm
    When the troop rules work out a towing speed:
      | mover | <mover> |
      | speed | 40      |
      | load  | <load>  |
      | going | <going> |
    Then the troop result is <speed>, citing SPEED-TOW-01 and <clause>

    Examples:
      | mover               | load       | going | speed   | clause       |
      | fully tracked       | towing     | road  | 36 cm   | SPEED-TOW-02 |
      | fully tracked       | towing     | open  | 36 cm   | SPEED-TOW-02 |
      | fully tracked       | recovering | road  | 20 cm   | SPEED-TOW-02 |
      | fully tracked       | recovering | open  | 20 cm   | SPEED-TOW-02 |
      | half-tracked or 4wd | towing     | road  | 36 cm   | SPEED-TOW-03 |
      | half-tracked or 4wd | towing     | open  | 30 cm   | SPEED-TOW-03 |
      | half-tracked or 4wd | recovering | road  | 20 cm   | SPEED-TOW-03 |
      | half-tracked or 4wd | recovering | open  | 20 cm   | SPEED-TOW-03 |
      | 2wd                 | towing     | road  | 36 cm   | SPEED-TOW-04 |
      | 2wd                 | towing     | open  | 20 cm   | SPEED-TOW-04 |
      | 2wd                 | recovering | road  | 20 cm   | SPEED-TOW-04 |
      | 2wd                 | recovering | open  | 10 cm   | SPEED-TOW-04 |
      | animals             | towing     | road  | 32 cm   | SPEED-TOW-05 |
      | animals             | towing     | open  | 24 cm   | SPEED-TOW-05 |
      | animals             | recovering | road  | 13.2 cm | SPEED-TOW-05 |
      | animals             | recovering | open  | 10 cm   | SPEED-TOW-05 |

  @SPEED-TOW-01
  Scenario Outline: Track, steppe and hard sand use the on-road column
    When the troop rules work out a towing speed:
      | mover | 2wd     |
      | speed | 30      |
      | load  | towing  |
      | going | <going> |
    Then the troop result is 27 cm, citing SPEED-TOW-01 and SPEED-TOW-04

    Examples:
      | going     |
      | track     |
      | steppe    |
      | hard sand |

  @SPEED-TOW-01
  Scenario: A vehicle may not recover a vehicle larger than itself
    When the troop rules work out a towing speed:
      | mover | half-tracked or 4wd         |
      | speed | 40                          |
      | load  | recovering a larger vehicle |
      | going | road                        |
    Then the troop ruling is refused by SPEED-TOW-01

  @SPEED-TOW-01
  Scenario: A misspelt road going is refused, not read as cross country
    When the troop rules work out a towing speed:
      | mover | 2wd    |
      | speed | 30     |
      | load  | towing |
      | going | raod   |
    Then the troop ruling is refused by SPEED-TOW-01
    And the refusal names "raod" and suggests "road"

  @SPEED-TOW-01 @SPEED-TOW-04
  Scenario: A misspelt towing mover is refused, naming the nearest
    When the troop rules work out a towing speed:
      | mover | 2wdd   |
      | speed | 30     |
      | load  | towing |
      | going | road   |
    Then the troop ruling is refused by SPEED-TOW-01
    And the refusal names "2wdd" and suggests "2wd"

  @SPEED-TOW-04
  Scenario: Half of a final speed of 10/3 cm is 5/3 cm, exactly
    When the troop rules work out a towing speed:
      | mover | 2wd    |
      | speed | 10/3   |
      | load  | towing |
      | going | open   |
    Then the troop result is 5/3 cm, citing SPEED-TOW-01 and SPEED-TOW-04
