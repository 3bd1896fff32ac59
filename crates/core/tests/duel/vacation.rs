//! Vacation: the clocks of a correspondence duel stand still for the player
//! away, and only for them; live duels are not touched.

use super::*;

const DAY: u64 = 24 * 3600;

fn correspondence() -> DuelRules {
    rules()
        .with_time_control(TimeControl::PerTurn {
            seconds: DAY as u32,
        })
        .unwrap()
}

#[test]
fn a_vacation_moves_only_the_vacationers_deadline() {
    let mut duel = started(correspondence());
    let ann = duel.deadline(Side::White).unwrap();
    let bob = duel.deadline(Side::Black).unwrap();
    assert_eq!(ann, at(2 + DAY));

    let event = duel
        .go_away(Side::White, at(100), at(100 + 3 * DAY))
        .unwrap();
    assert_eq!(event.name(), "away");
    assert_eq!(
        duel.deadline(Side::White),
        Some(at(2 + 4 * DAY)),
        "three days later"
    );
    assert_eq!(
        duel.deadline(Side::Black),
        Some(bob),
        "the opponent's clock runs"
    );
    assert_eq!(duel.away_until(Side::White), Some(at(100 + 3 * DAY)));
    duel.guess(Side::Black, code("11111"), at(200)).unwrap();
    assert_eq!(
        duel.time_out(at(3 + DAY)),
        Err(DuelError::TimeLeft {
            seconds: (ann.millis() + 3 * DAY * 1000 - at(3 + DAY).millis()) / 1000
        }),
        "Ann is away: nobody can call her time"
    );
    duel.guess(Side::White, code("22222"), at(3 * DAY)).unwrap();
    assert_eq!(duel.turns().len(), 1, "her late guess counts");
}

#[test]
fn the_opponent_of_a_vacationer_runs_out_as_before() {
    let mut duel = started(correspondence());
    duel.go_away(Side::White, at(100), at(100 + 3 * DAY))
        .unwrap();
    duel.guess(Side::White, code("11111"), at(200)).unwrap();
    let events = duel.time_out(at(3 + DAY)).unwrap();
    assert_eq!(
        ended(&events).unwrap().0,
        result(Some(Side::White), Reason::TimeOut, 0)
    );
}

#[test]
fn coming_back_early_gives_back_only_the_time_away() {
    let mut duel = started(correspondence());
    duel.go_away(Side::Black, at(1000), at(1000 + 10 * DAY))
        .unwrap();
    let event = duel.come_back(Side::Black, at(1000 + 3600)).unwrap();
    assert_eq!(event.name(), "back");
    assert_eq!(duel.deadline(Side::Black), Some(at(2 + DAY + 3600)));
    assert_eq!(duel.away_until(Side::Black), None);
    assert_eq!(duel.come_back(Side::Black, at(2000)), None, "not away");
    // A second vacation in the same turn adds to the first.
    duel.go_away(Side::Black, at(5000), at(5000 + DAY)).unwrap();
    assert_eq!(duel.deadline(Side::Black), Some(at(2 + 2 * DAY + 3600)));
    // The turn ends: the next one starts with a whole day, still away.
    turn(&mut duel, "11111", "22222", at(6000));
    assert_eq!(duel.deadline(Side::White), Some(at(6000 + DAY)));
    assert_eq!(
        duel.deadline(Side::Black),
        Some(at(6000 + DAY + (5000 + DAY - 6000))),
        "the rest of the vacation"
    );
    // The stored record keeps it.
    let stored: Duel = serde_json::from_value(serde_json::to_value(&duel).unwrap()).unwrap();
    assert_eq!(stored, duel);
}

#[test]
fn a_chess_clock_is_not_charged_for_the_time_away() {
    let rules = rules()
        .with_time_control(TimeControl::PerGame {
            seconds: 3 * DAY as u32,
        })
        .unwrap();
    let mut duel = started(rules);
    duel.go_away(Side::White, at(10), at(10 + DAY)).unwrap();
    turn(&mut duel, "11111", "22222", at(2 * DAY));
    let left = duel.clock_view().unwrap().left_ms;
    // Each had used a second or two on the codes; Ann's day away is not
    // counted in her turn.
    assert_eq!(left.white, (3 * DAY - 1 - (2 * DAY - 2 - DAY)) * 1000);
    assert_eq!(left.black, (3 * DAY - 2 - (2 * DAY - 2)) * 1000);
}

#[test]
fn live_duels_finished_ones_and_late_players_take_no_vacation() {
    let live = rules()
        .with_time_control(TimeControl::PerTurn { seconds: 60 })
        .unwrap();
    let mut duel = started(live);
    assert_eq!(duel.go_away(Side::White, at(10), at(10 + DAY)), None);
    assert_eq!(duel.deadline(Side::White), Some(at(62)));

    let mut late = started(correspondence());
    assert_eq!(
        late.go_away(Side::White, at(3 + DAY), at(3 + 2 * DAY)),
        None
    );

    let mut over = started(correspondence());
    over.resign(Side::Black).unwrap();
    assert_eq!(over.go_away(Side::White, at(10), at(10 + DAY)), None);
}

#[test]
fn a_duel_begun_during_a_vacation_begins_with_the_clock_stopped() {
    let mut duel = Duel::new(correspondence(), at(0));
    duel.begins_away(Side::Black, at(0), at(2 * DAY));
    assert_eq!(duel.version(), 0, "no event");
    assert_eq!(duel.deadline(Side::Black), Some(at(3 * DAY)));
    assert_eq!(duel.deadline(Side::White), Some(at(DAY)));
    assert_eq!(duel.away_until(Side::Black), Some(at(2 * DAY)));
}
