//! Bot accounts: programs that play through the API, marked as such, rated
//! in their own pool (the codebreaker league), and kept away from the
//! people who do not want to meet them. The site's own computer opponents
//! play there as house bots, one per level.
//!
//! What a person plays against a bot never moves the person's rating: a
//! program can play thousands of duels a day, and a rating among people
//! must come from people. The bot's league rating moves, as against any
//! rated opponent.

use crate::duel::{Side, Sides};

/// Who plays a seat, as the bot rules see it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Player {
    /// A person, who may refuse to be challenged by bots.
    Person {
        refuses_bots: bool,
    },
    Bot,
}

impl Player {
    pub fn is_bot(self) -> bool {
        self == Player::Bot
    }
}

/// Why a bot rule refuses.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BotError {
    #[error("this account is a bot account already")]
    Already,
    #[error(
        "an account that has played rated duels cannot become a bot account (this one has {0})"
    )]
    RatedDuels(i64),
    #[error("this player does not take challenges from bots")]
    Refused,
    #[error("this tournament does not admit bots")]
    NoBots,
    #[error(
        "this tournament admits bots, and your account refuses them: let bots challenge you first"
    )]
    RefusesBots,
    #[error(
        "you play in a tournament that admits bots: leave it, or wait for its end, before you refuse bots"
    )]
    InBotTournament,
}

/// Whether an account may become a bot account: once, for good, and only
/// before it has played a rated duel (its rating among people would
/// otherwise be carried into the league).
pub fn may_become(already: bool, rated_duels: i64) -> Result<(), BotError> {
    if already {
        return Err(BotError::Already);
    }
    if rated_duels > 0 {
        return Err(BotError::RatedDuels(rated_duels));
    }
    Ok(())
}

/// Whether `challenger` may challenge `opponent`, or accept a challenge
/// that `opponent` offered in the lobby: a bot never meets a person who
/// refuses bots unless that person asked for it (by challenging the bot or
/// accepting its challenge, which this does not check).
pub fn may_meet(challenger: Player, opponent: Player) -> Result<(), BotError> {
    match (challenger, opponent) {
        (Player::Bot, Player::Person { refuses_bots: true }) => Err(BotError::Refused),
        _ => Ok(()),
    }
}

/// Whether `player` may join a tournament that does or does not admit
/// bots: a bot only one that admits them, and a person who refuses bots
/// only one that does not (its pairings are not theirs to choose).
pub fn may_enter(admits_bots: bool, player: Player) -> Result<(), BotError> {
    match (admits_bots, player) {
        (false, Player::Bot) => Err(BotError::NoBots),
        (true, Player::Person { refuses_bots: true }) => Err(BotError::RefusesBots),
        _ => Ok(()),
    }
}

/// Whether a person may start refusing bots while in `bot_tournaments`
/// tournaments that admit bots and have not ended: not while they may
/// still be paired with a bot there.
pub fn may_refuse(bot_tournaments: i64) -> Result<(), BotError> {
    if bot_tournaments > 0 {
        return Err(BotError::InBotTournament);
    }
    Ok(())
}

/// Whose rating a rated duel between `players` moves: both when they are
/// both people or both bots; only the bot's when a bot met a person.
pub fn rated(players: Sides<Player>) -> Sides<bool> {
    let (white, black) = (players[Side::White], players[Side::Black]);
    if white.is_bot() == black.is_bot() {
        Sides::new(true, true)
    } else {
        Sides::new(white.is_bot(), black.is_bot())
    }
}

/// The start of every house bot's name, kept from the names people choose.
pub const HOUSE_PREFIX: &str = "house-bot-";

/// The house bot that plays at the computer's `level`.
pub fn house_name(level: u8) -> String {
    format!("{HOUSE_PREFIX}{level}")
}

/// Whether `name` is kept for the house bots (whatever its case).
pub fn is_house_name(name: &str) -> bool {
    name.len() >= HOUSE_PREFIX.len()
        && name.as_bytes()[..HOUSE_PREFIX.len()].eq_ignore_ascii_case(HOUSE_PREFIX.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    const BOT: Player = Player::Bot;
    const OPEN: Player = Player::Person {
        refuses_bots: false,
    };
    const CLOSED: Player = Player::Person { refuses_bots: true };

    #[test]
    fn an_account_becomes_a_bot_once_and_only_before_rated_duels() {
        assert_eq!(may_become(false, 0), Ok(()));
        assert_eq!(may_become(false, 1), Err(BotError::RatedDuels(1)));
        assert_eq!(may_become(true, 0), Err(BotError::Already));
    }

    #[test]
    fn a_bot_never_challenges_a_person_who_refuses_bots() {
        assert_eq!(may_meet(BOT, CLOSED), Err(BotError::Refused));
        assert_eq!(may_meet(BOT, OPEN), Ok(()));
        assert_eq!(may_meet(BOT, BOT), Ok(()));
        // The person chose it: their own challenge to a bot.
        assert_eq!(may_meet(CLOSED, BOT), Ok(()));
        assert_eq!(may_meet(OPEN, CLOSED), Ok(()));
    }

    #[test]
    fn tournaments_keep_bots_and_those_who_refuse_them_apart() {
        assert_eq!(may_enter(false, BOT), Err(BotError::NoBots));
        assert_eq!(may_enter(true, BOT), Ok(()));
        assert_eq!(may_enter(true, CLOSED), Err(BotError::RefusesBots));
        assert_eq!(may_enter(true, OPEN), Ok(()));
        assert_eq!(may_enter(false, CLOSED), Ok(()));
        // Nor may a player in one start refusing them.
        assert_eq!(may_refuse(1), Err(BotError::InBotTournament));
        assert_eq!(may_refuse(0), Ok(()));
    }

    #[test]
    fn a_person_s_rating_never_moves_against_a_bot() {
        assert_eq!(rated(Sides::new(OPEN, CLOSED)), Sides::new(true, true));
        assert_eq!(rated(Sides::new(BOT, BOT)), Sides::new(true, true));
        assert_eq!(rated(Sides::new(BOT, OPEN)), Sides::new(true, false));
        assert_eq!(rated(Sides::new(OPEN, BOT)), Sides::new(false, true));
    }

    #[test]
    fn house_names_are_kept_whatever_their_case() {
        assert_eq!(house_name(3), "house-bot-3");
        assert!(is_house_name("House-Bot-7"));
        assert!(!is_house_name("house-bo"));
        assert!(!is_house_name("ann"));
    }
}
