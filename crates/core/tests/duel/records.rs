//! The rules, rematches, and the record a duel is saved as.

use super::*;

#[test]
fn the_rules_default_to_logik_and_are_checked() {
    let rules = rules();
    assert_eq!(rules.preset(), Some(Preset::Logik));
    assert_eq!(rules.setup(), &Preset::Logik.setup());
    assert_eq!(rules.time_control(), TimeControl::None);
    assert!(!rules.rated());
    assert_eq!(
        DuelRules::new("Ann", "  ").unwrap_err(),
        DuelError::Name {
            side: Side::Black,
            error: NameError::Empty
        }
    );
    assert_eq!(
        DuelRules::new("Ann", "ANN").unwrap_err(),
        DuelError::SameNames
    );
    for bad in [0, 30 * 24 * 3600 + 1] {
        assert_eq!(
            rules
                .clone()
                .with_time_control(TimeControl::PerGame { seconds: bad })
                .unwrap_err(),
            DuelError::Clock(bad)
        );
    }
    let json = serde_json::to_value(
        rules
            .with_preset(Preset::Mastermind1)
            .with_rated(true)
            .with_time_control(TimeControl::PerTurn { seconds: 86_400 })
            .unwrap(),
    )
    .unwrap();
    assert_eq!(json["preset"], "mastermind-1");
    assert_eq!(
        json["time_control"],
        json!({"kind": "per-turn", "seconds": 86_400})
    );
    assert_eq!(json["players"], json!({"white": "Ann", "black": "Bob"}));
    assert_eq!(json["setup"]["pegs"], 4);
}

#[test]
fn a_rematch_swaps_the_colours() {
    let rules = rules()
        .with_rated(true)
        .with_time_control(TimeControl::PerGame { seconds: 600 })
        .unwrap();
    let mut duel = started(rules.clone());
    duel.resign(Side::Black).unwrap();
    let again = duel.rematch();
    assert_eq!(again.player(Side::White), "Bob");
    assert_eq!(again.player(Side::Black), "Ann");
    assert_eq!(again.time_control(), rules.time_control());
    assert!(again.rated());
    assert_eq!(again.swapped(), rules);
}

#[test]
fn a_record_saved_by_the_first_version_loads() {
    // A Logik duel with a clock per game: two turns revealed, white's guess
    // of turn 3 waiting for black's.
    let text = include_str!("../data/duel-record-v1.json");
    let duel: Duel = serde_json::from_str(text).unwrap();
    assert_eq!(duel.rules().player(Side::White), "Ann");
    assert_eq!(duel.rules().preset(), Some(Preset::Logik));
    assert_eq!(
        duel.rules().time_control(),
        TimeControl::PerGame { seconds: 600 }
    );
    assert!(duel.rules().rated());
    assert_eq!(duel.turns().len(), 2);
    assert_eq!(
        (duel.turns()[1].white.black, duel.turns()[1].white.white),
        (2, 1),
        "feedback is worked out again from the codes"
    );
    assert_eq!(
        duel.phase(),
        Phase::Guesses {
            turn: 3,
            awaiting: Sides::new(false, true)
        }
    );
    assert_eq!(duel.version(), 12);
    assert_eq!(duel.view(Side::White).your_guess, Some(code("54312")));
    assert_eq!(
        duel.deadline(Side::Black),
        Some(Moment::from_millis(1_795_000_600_000))
    );

    let saved = serde_json::to_value(&duel).unwrap();
    assert_eq!(saved["version"], 1);
    let again: Duel = serde_json::from_value(saved).unwrap();
    assert_eq!(again, duel);

    let mut resumed = duel.clone();
    let events = resumed
        .guess(
            Side::Black,
            code("12345"),
            Moment::from_millis(1_795_000_200_000),
        )
        .unwrap();
    assert_eq!(events.last().unwrap().v, 15);
    assert_eq!(
        ended(&events).unwrap().0,
        result(Some(Side::Black), Reason::Broken, 3)
    );
}

#[test]
fn a_record_from_a_newer_version_or_damaged_is_refused() {
    let text = include_str!("../data/duel-record-v1.json");
    let value: Value = serde_json::from_str(text).unwrap();
    let refused = |change: &dyn Fn(&mut Value)| {
        let mut v = value.clone();
        change(&mut v);
        serde_json::from_value::<Duel>(v).unwrap_err().to_string()
    };
    assert!(refused(&|v| v["version"] = json!(2)).contains("newer version"));
    assert!(refused(&|v| v["codes"]["black"] = json!("1234")).contains("does not fit"));
    assert!(refused(&|v| v["codes"]["black"] = json!(null)).contains("before both codes"));
    assert!(refused(&|v| v["rules"]["preset"] = json!("chess")).contains("unknown preset"));
    assert!(refused(&|v| v["rules"]["setup"]["palette"][0] = json!("mauve")).contains("palette"));
}

#[test]
fn a_custom_setup_survives_the_record() {
    let setup = Setup::new(4, 6, 12, Rule::ColourGame)
        .unwrap()
        .blanks(true)
        .repetition(false)
        .unwrap();
    let mut duel = Duel::new(rules().with_setup(setup.clone()), at(0));
    duel.set_code(Side::White, code("0123"), at(1)).unwrap();
    let back: Duel = serde_json::from_str(&serde_json::to_string(&duel).unwrap()).unwrap();
    assert_eq!(back, duel);
    assert_eq!(back.rules().preset(), None);
    assert_eq!(back.setup(), &setup);
}
