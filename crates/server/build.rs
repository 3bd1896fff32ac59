// The pages under web/ are compiled into the binary (rust-embed, debug builds
// included): a file added or removed there must rebuild the crate.
fn main() {
    println!("cargo:rerun-if-changed=web");
}
