@minis-speed
Feature: Movement definitions: the going of each terrain for infantry, cavalry and vehicles
  Each terrain is Normal, Poor, Heavy or Impassable going (or, for cavalry on a very steep hill,
  Dismount) separately for infantry, cavalry and vehicles. Terrain the table does not list is
  Normal. Vehicles take the going percentages of their class; infantry lose 2 cm in Poor and
  4 cm in Heavy going (the reading: the infantry table's dense wood and swamp figures); the text
  gives cavalry no figure, so Poor or Heavy going is refused for them until a rules editor
  supplies one.

  @SPEED-TERRAIN-01
  Scenario: Terrain the table does not list is normal going
    When the phase speed of troops is worked out:
      | kind    | infantry |
      | normal  | 5 cm     |
      | terrain | meadow   |
    Then the phase speed is 5 cm, citing SPEED-TERRAIN-01
    And the going is normal, citing SPEED-TERRAIN-01

  @SPEED-TERRAIN-01
  Scenario: A misspelt terrain is refused rather than taken as normal
    When the phase speed of troops is worked out:
      | kind    | infantry   |
      | normal  | 5 cm       |
      | terrain | dense wod  |
    Then the move is refused by SPEED-TERRAIN-01
    And the refusal names "dense wod" and suggests "dense wood"

  @SPEED-TERRAIN-02
  Scenario: A misspelt terrain is refused for vehicles too, naming the nearest
    When the phase speed of a vehicle is worked out:
      | class         | tracked AFV |
      | cross-country | 30 cm       |
      | terrain       | scurb       |
    Then the move is refused by SPEED-TERRAIN-01
    And the refusal names "scurb" and suggests "scrub"

  @SPEED-TERRAIN-01
  Scenario: Cavalry in poor going have no figure in the text
    When the phase speed of troops is worked out:
      | kind    | cavalry |
      | normal  | 15 cm   |
      | terrain | scrub   |
    Then the move is refused by SPEED-TERRAIN-01

  @SPEED-TERRAIN-02
  Scenario Outline: Broken ground and the like are poor going for everyone
    When the phase speed of troops is worked out:
      | kind    | infantry  |
      | normal  | 5 cm      |
      | terrain | <terrain> |
    Then the phase speed is 3 cm, citing SPEED-TERRAIN-02
    And the going is poor, citing SPEED-TERRAIN-02

    Examples:
      | terrain     |
      | broken      |
      | ploughed    |
      | mud         |
      | ice         |
      | packed snow |
      | scrub       |
      | high crops  |

  @SPEED-TERRAIN-02
  Scenario: High crops are poor going for vehicles too
    When the phase speed of a vehicle is worked out:
      | class         | other 4wd  |
      | cross-country | 20 cm      |
      | terrain       | high crops |
    Then the going is poor, citing SPEED-TERRAIN-02
    And the phase speed is 15 cm, citing SPEED-GOING-04

  @SPEED-TERRAIN-03
  Scenario Outline: Open wood, orchard and marsh are normal for infantry but poor for vehicles
    When the phase speed of troops is worked out:
      | kind    | infantry  |
      | normal  | 5 cm      |
      | terrain | <terrain> |
    Then the going is normal, citing SPEED-TERRAIN-03
    When the phase speed of a vehicle is worked out:
      | class         | tracked AFV |
      | cross-country | 30 cm       |
      | terrain       | <terrain>   |
    Then the going is poor, citing SPEED-TERRAIN-03
    And the phase speed is 27 cm, citing SPEED-GOING-02

    Examples:
      | terrain   |
      | open wood |
      | orchard   |
      | marsh     |

  @SPEED-TERRAIN-04
  Scenario Outline: Dense wood, soft sand, dunes and shingle are poor for infantry, heavy for vehicles
    When the phase speed of troops is worked out:
      | kind    | infantry  |
      | normal  | 5 cm      |
      | terrain | <terrain> |
    Then the going is poor, citing SPEED-TERRAIN-04
    When the phase speed of a vehicle is worked out:
      | class         | tracked AFV |
      | cross-country | 30 cm       |
      | terrain       | <terrain>   |
    Then the going is heavy, citing SPEED-TERRAIN-04
    And the phase speed is 7.5 cm, citing SPEED-GOING-06

    Examples:
      | terrain    |
      | dense wood |
      | soft sand  |
      | dunes      |
      | shingle    |

  @SPEED-TERRAIN-05
  Scenario Outline: Very dense wood, bog and swamp are heavy for infantry and impassable to vehicles
    When the phase speed of troops is worked out:
      | kind    | infantry  |
      | normal  | 5 cm      |
      | terrain | <terrain> |
    Then the phase speed is 1 cm, citing SPEED-TERRAIN-05
    And the going is heavy, citing SPEED-TERRAIN-05
    When the phase speed of a vehicle is worked out:
      | class         | tracked AFV |
      | cross-country | 30 cm       |
      | terrain       | <terrain>   |
    Then the move is refused by SPEED-TERRAIN-05

    Examples:
      | terrain         |
      | very dense wood |
      | bog             |
      | swamp           |

  @SPEED-TERRAIN-06
  Scenario Outline: Deep mud and soft snow are heavy for everyone
    When the phase speed of troops is worked out:
      | kind    | cyclists  |
      | normal  | 10 cm     |
      | terrain | <terrain> |
    Then the phase speed is 6 cm, citing SPEED-TERRAIN-06
    When the phase speed of a vehicle is worked out:
      | class         | other AFV |
      | cross-country | 20 cm     |
      | terrain       | <terrain> |
    Then the going is heavy, citing SPEED-TERRAIN-06
    And the phase speed is 5 cm, citing SPEED-GOING-06

    Examples:
      | terrain   |
      | deep mud  |
      | soft snow |

  @SPEED-TERRAIN-07
  Scenario: Contouring a steep hill is normal for infantry, poor for vehicles
    When the phase speed of troops is worked out:
      | kind    | infantry                |
      | normal  | 5 cm                    |
      | terrain | contouring a steep hill |
    Then the phase speed is 5 cm, citing SPEED-TERRAIN-07
    When the phase speed of a vehicle is worked out:
      | class         | 2wd                     |
      | cross-country | 20 cm                   |
      | terrain       | contouring a steep hill |
    Then the going is poor, citing SPEED-TERRAIN-07
    And the phase speed is 10 cm, citing SPEED-GOING-05

  @SPEED-TERRAIN-07
  Scenario: Contouring a steep hill is poor going for cavalry
    When the phase speed of troops is worked out:
      | kind    | cavalry                 |
      | normal  | 15 cm                   |
      | terrain | contouring a steep hill |
    Then the move is refused by SPEED-TERRAIN-01
    And the ledger cites SPEED-TERRAIN-07

  @SPEED-TERRAIN-08
  Scenario Outline: Up a steep hill, or contouring a very steep one, is poor for infantry, heavy for vehicles
    When the phase speed of troops is worked out:
      | kind    | infantry  |
      | normal  | 5 cm      |
      | terrain | <terrain> |
    Then the going is poor, citing SPEED-TERRAIN-08
    When the phase speed of a vehicle is worked out:
      | class         | tracked AFV |
      | cross-country | 20 cm       |
      | terrain       | <terrain>   |
    Then the going is heavy, citing SPEED-TERRAIN-08
    And the phase speed is 5 cm, citing SPEED-GOING-06

    Examples:
      | terrain                      |
      | up a steep hill              |
      | contouring a very steep hill |

  @SPEED-TERRAIN-09
  Scenario: Up a very steep hill infantry and vehicles are in heavy going
    When the phase speed of troops is worked out:
      | kind    | infantry             |
      | normal  | 5 cm                 |
      | terrain | up a very steep hill |
    Then the going is heavy, citing SPEED-TERRAIN-09
    When the phase speed of a vehicle is worked out:
      | class         | other 4wd            |
      | cross-country | 20 cm                |
      | terrain       | up a very steep hill |
    Then the going is heavy, citing SPEED-TERRAIN-09

  @SPEED-TERRAIN-09
  Scenario: Mounted cavalry must dismount to go up a very steep hill
    When the phase speed of troops is worked out:
      | kind    | cavalry              |
      | normal  | 15 cm                |
      | terrain | up a very steep hill |
    Then the move is refused by SPEED-TERRAIN-09

  @SPEED-TERRAIN-10
  Scenario: An open BUA is normal going for infantry and heavy for vehicles
    When the phase speed of troops is worked out:
      | kind    | infantry |
      | normal  | 5 cm     |
      | terrain | open BUA |
    Then the going is normal, citing SPEED-TERRAIN-10
    When the phase speed of a vehicle is worked out:
      | class         | tracked AFV |
      | cross-country | 20 cm       |
      | terrain       | open BUA    |
    Then the going is heavy, citing SPEED-TERRAIN-10

  @SPEED-TERRAIN-11
  Scenario: A dense BUA is poor going for infantry and impassable to vehicles off road
    When the phase speed of troops is worked out:
      | kind    | infantry  |
      | normal  | 5 cm      |
      | terrain | dense BUA |
    Then the going is poor, citing SPEED-TERRAIN-11
    When the phase speed of a vehicle is worked out:
      | class         | tracked AFV |
      | cross-country | 20 cm       |
      | terrain       | dense BUA   |
    Then the move is refused by SPEED-BUA-06
    And the ledger cites SPEED-TERRAIN-11

  @SPEED-TERRAIN-11
  Scenario: A dense BUA is heavy going for cavalry, for which the text has no figure
    When the phase speed of troops is worked out:
      | kind    | cavalry   |
      | normal  | 15 cm     |
      | terrain | dense BUA |
    Then the move is refused by SPEED-TERRAIN-01
    And the ledger cites SPEED-TERRAIN-11

  @SPEED-VIS-03
  Scenario Outline: Heavy rain, falling snow, mist and fire zones are poor visibility
    When the phase speed of a vehicle is worked out:
      | class         | tracked AFV |
      | cross-country | 20 cm       |
      | visibility    | <condition> |
    Then the phase speed is 15 cm, citing SPEED-VIS-03

    Examples:
      | condition    |
      | heavy rain   |
      | falling snow |
      | mist         |
      | fire zone    |

  @SPEED-VIS-04
  Scenario: Dense fog is severe visibility
    When the phase speed of a vehicle is worked out:
      | class         | tracked AFV |
      | cross-country | 20 cm       |
      | visibility    | dense fog   |
    Then the phase speed is 10 cm, citing SPEED-VIS-04

  @SPEED-VIS-05
  Scenario Outline: A moonlit night or headlights count as night, any other night as dark night
    When the phase speed of a vehicle is worked out:
      | class         | other AFV   |
      | cross-country | 20 cm       |
      | visibility    | <condition> |
    Then the phase speed is <speed> cm, citing SPEED-VIS-05

    Examples:
      | condition             | speed |
      | moonlit night         | 15    |
      | night with headlights | 15    |
      | dark night            | 10    |

  @SPEED-OBST-13
  Scenario Outline: Walls, streams, low embankments and deep ditches are hard obstacles
    When the phase speed of a vehicle is worked out:
      | class         | tracked AFV |
      | cross-country | 30 cm       |
      | obstacles     | <obstacle>  |
    Then the phase speed is 24 cm, citing SPEED-OBST-13
    And the ledger cites SPEED-OBST-02

    Examples:
      | obstacle       |
      | wall           |
      | stream         |
      | low embankment |
      | deep ditch     |

  @SPEED-OBST-14
  Scenario Outline: Hedges, barbed wire and roadside ditches are soft obstacles
    When the phase speed of a vehicle is worked out:
      | class         | tracked AFV |
      | cross-country | 30 cm       |
      | obstacles     | <obstacle>  |
    Then the phase speed is 27 cm, citing SPEED-OBST-14
    And the ledger cites SPEED-OBST-05

    Examples:
      | obstacle       |
      | hedge          |
      | barbed wire    |
      | roadside ditch |

  @SPEED-OBST-15
  Scenario: Dense wire is a soft obstacle to an AFV
    When the phase speed of a vehicle is worked out:
      | class         | other AFV  |
      | cross-country | 20 cm      |
      | obstacles     | dense wire |
    Then the phase speed is 16 cm, citing SPEED-OBST-15
    And the ledger cites SPEED-OBST-06

  @SPEED-OBST-15
  Scenario: Dense wire is a hard obstacle to a soft vehicle, which cannot cross it
    When the phase speed of a vehicle is worked out:
      | class         | other 4wd  |
      | cross-country | 20 cm      |
      | obstacles     | dense wire |
    Then the move is refused by SPEED-OBST-04
    And the ledger cites SPEED-OBST-15

  @SPEED-OBST-15
  Scenario: Dense wire is impassable to infantry
    When the phase speed of troops is worked out:
      | kind      | infantry   |
      | normal    | 5 cm       |
      | obstacles | dense wire |
    Then the move is refused by SPEED-OBST-15

  @SPEED-OBST-16
  Scenario Outline: Anti-tank ditches and concrete obstructions stop vehicles
    When the phase speed of a vehicle is worked out:
      | class         | tracked AFV |
      | cross-country | 20 cm       |
      | obstacles     | <obstacle>  |
    Then the move is refused by SPEED-OBST-16

    Examples:
      | obstacle             |
      | anti-tank ditch      |
      | concrete obstruction |

  @SPEED-OBST-16
  Scenario Outline: Infantry and animals cross anti-tank obstacles
    When the phase speed of troops is worked out:
      | kind      | <kind>          |
      | normal    | 5 cm            |
      | obstacles | anti-tank ditch |
    Then the phase speed is 5 cm, citing SPEED-OBST-16

    Examples:
      | kind     |
      | infantry |
      | animals  |
      | cavalry  |

  @SPEED-OBST-16
  Scenario: Horse-drawn equipment cannot cross an anti-tank ditch
    When the phase speed of troops is worked out:
      | kind      | horse-drawn     |
      | normal    | 10 cm           |
      | obstacles | anti-tank ditch |
    Then the move is refused by SPEED-OBST-16

  @SPEED-OBST-17
  Scenario: An impassable obstacle can be crossed once breached
    When the phase speed of a vehicle is worked out:
      | class         | tracked AFV              |
      | cross-country | 20 cm                    |
      | obstacles     | breached anti-tank ditch |
    Then the phase speed is 20 cm, citing SPEED-OBST-17

  @SPEED-OBST-17
  Scenario: Infantry cross dense wire once it is breached
    When the phase speed of troops is worked out:
      | kind      | infantry            |
      | normal    | 5 cm                |
      | obstacles | breached dense wire |
    Then the phase speed is 5 cm, citing SPEED-OBST-17

  @SPEED-OBST-14 @SPEED-OBST-01
  Scenario: A misspelt obstacle is refused, naming the nearest
    When the phase speed of a vehicle is worked out:
      | class         | tracked AFV |
      | cross-country | 30 cm       |
      | obstacles     | hegde       |
    Then the move is refused by SPEED-OBST-01
    And the refusal names "hegde" and suggests "hedge"
