//! The JSON shapes of the API live in the `mastermind-api` crate, shared
//! with the clients; the server names them from here. Codes travel as digit
//! strings ("1122"; "1 10 3 2" once a digit passes 9), as the core's `Code`
//! writes them; a code sent by a client may also use letters or names.

pub use mastermind_api::games::*;
pub use mastermind_api::setup::*;
