// `sqlx::migrate!` embeds the migration files at compile time, but cargo does
// not know that they are inputs: without this, an edited or added migration
// would not trigger a rebuild.
fn main() {
    println!("cargo:rerun-if-changed=migrations");
}
