//! What a browser's subscription must be before the server keeps it: an
//! endpoint the server may send to, and keys it can encrypt for. The
//! server fetches the endpoint, so a client must not be able to point it at
//! the server's own network: only `https://` to a name or a public address,
//! and a name only at the public addresses it resolves to ([`PublicOnly`]).
//! The tests' push services listen on plain HTTP on 127.0.0.1, allowed
//! only when the server was started for them ([`Endpoints::Loopback`]).

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};

use base64ct::{Base64UrlUnpadded, Encoding};
use url::{Host, Url};
use web_push_native::p256::PublicKey;

/// The longest endpoint kept (the push services' are under 300 bytes).
pub const MAX_ENDPOINT: usize = 1024;

/// Which endpoints a server sends to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Endpoints {
    /// `https://` to a name or a public address: the push services.
    #[default]
    Public,
    /// Those, and plain `http://` to a loopback address: a push service
    /// started by a test. Never for a server on a network.
    Loopback,
}

/// `text` as an endpoint this server sends to, or why not.
pub fn endpoint(text: &str, allowed: Endpoints) -> Result<Url, String> {
    if text.len() > MAX_ENDPOINT {
        return Err(format!(
            "the endpoint is longer than {MAX_ENDPOINT} characters"
        ));
    }
    let url = Url::parse(text).map_err(|e| format!("the endpoint is no address: {e}"))?;
    if !url.username().is_empty() || url.password().is_some() {
        return Err("the endpoint must not carry a user name or password".to_string());
    }
    let host = url
        .host()
        .ok_or_else(|| "the endpoint names no host".to_string())?;
    let ip = match host {
        Host::Ipv4(ip) => Some(IpAddr::V4(ip)),
        Host::Ipv6(ip) => Some(IpAddr::V6(ip)),
        Host::Domain(name) => {
            let name = name.trim_end_matches('.').to_ascii_lowercase();
            if name == "localhost" || name.ends_with(".localhost") {
                return Err("the endpoint must not name this machine".to_string());
            }
            None
        }
    };
    let loopback = ip.is_some_and(|ip| ip.is_loopback());
    match url.scheme() {
        "https" => {}
        "http" if allowed == Endpoints::Loopback && loopback => return Ok(url),
        _ => return Err("the endpoint must be an https:// address".to_string()),
    }
    if let Some(ip) = ip
        && !is_public(ip)
    {
        if allowed == Endpoints::Loopback && loopback {
            return Ok(url);
        }
        return Err(format!(
            "the endpoint must not name a private or local address ({ip})"
        ));
    }
    Ok(url)
}

/// Whether `ip` is an address of the public internet.
fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(ip) => is_public_v4(ip),
        IpAddr::V6(ip) => match ip.to_ipv4_mapped() {
            Some(v4) => is_public_v4(v4),
            None => is_public_v6(ip),
        },
    }
}

fn is_public_v4(ip: Ipv4Addr) -> bool {
    let [a, b, ..] = ip.octets();
    !(ip.is_unspecified()
        || ip.is_loopback()
        || ip.is_private()
        || ip.is_link_local()
        || ip.is_broadcast()
        || ip.is_documentation()
        || ip.is_multicast()
        // 100.64.0.0/10, shared address space (carrier-grade NAT).
        || (a == 100 && (b & 0xc0) == 64)
        // 0.0.0.0/8 and 240.0.0.0/4, reserved.
        || a == 0
        || a >= 240)
}

fn is_public_v6(ip: Ipv6Addr) -> bool {
    let first = ip.segments()[0];
    !(ip.is_unspecified()
        || ip.is_loopback()
        || ip.is_multicast()
        // fc00::/7, unique local.
        || (first & 0xfe00) == 0xfc00
        // fe80::/10, link-local.
        || (first & 0xffc0) == 0xfe80
        // 2001:db8::/32, documentation.
        || (first == 0x2001 && ip.segments()[1] == 0x0db8))
}

/// Resolves a push service's name to its public addresses only, so that a
/// name pointing into the server's own network is refused like its number
/// (the server's client to the push services resolves with it).
#[derive(Debug, Clone, Copy)]
pub struct PublicOnly;

impl reqwest::dns::Resolve for PublicOnly {
    fn resolve(&self, name: reqwest::dns::Name) -> reqwest::dns::Resolving {
        let host = name.as_str().to_string();
        Box::pin(async move {
            let found: Vec<SocketAddr> = tokio::net::lookup_host((host.as_str(), 0))
                .await?
                .filter(|addr| is_public(addr.ip()))
                .collect();
            if found.is_empty() {
                return Err(format!("{host} names no public address").into());
            }
            let addrs: reqwest::dns::Addrs = Box::new(found.into_iter());
            Ok(addrs)
        })
    }
}

/// The browser's keys, decoded: its public key and its secret.
pub fn keys(p256dh: &str, auth: &str) -> Result<(PublicKey, [u8; 16]), String> {
    let point = Base64UrlUnpadded::decode_vec(p256dh.trim_end_matches('='))
        .map_err(|_| "keys.p256dh is not base64url".to_string())?;
    if point.len() != 65 {
        return Err(format!(
            "keys.p256dh must be an uncompressed P-256 point of 65 bytes, not {}",
            point.len()
        ));
    }
    let public = PublicKey::from_sec1_bytes(&point)
        .map_err(|_| "keys.p256dh is no point of the P-256 curve".to_string())?;
    let secret = Base64UrlUnpadded::decode_vec(auth.trim_end_matches('='))
        .map_err(|_| "keys.auth is not base64url".to_string())?;
    let secret: [u8; 16] = secret
        .try_into()
        .map_err(|s: Vec<u8>| format!("keys.auth must be 16 bytes, not {}", s.len()))?;
    Ok((public, secret))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refused(text: &str) -> String {
        endpoint(text, Endpoints::Public).expect_err(text)
    }

    #[test]
    fn only_https_to_a_public_host_is_an_endpoint() {
        for good in [
            "https://fcm.googleapis.com/fcm/send/abc:def",
            "https://updates.push.services.mozilla.com/wpush/v2/gAAA",
            "https://8.8.8.8/push",
            "https://[2606:4700::1111]/push",
        ] {
            assert!(endpoint(good, Endpoints::Public).is_ok(), "{good}");
        }
        assert!(refused("http://fcm.googleapis.com/x").contains("https://"));
        assert!(refused("ftp://example.com/x").contains("https://"));
        assert!(refused("not an address").contains("no address"));
        assert!(refused("https://user:pw@example.com/").contains("password"));
        assert!(refused("https://localhost/x").contains("this machine"));
        assert!(refused("https://a.localhost./x").contains("this machine"));
        for private in [
            "https://127.0.0.1/x",
            "https://10.1.2.3/x",
            "https://172.16.0.1/x",
            "https://192.168.1.1/x",
            "https://169.254.169.254/latest/meta-data",
            "https://100.64.0.1/x",
            "https://0.0.0.0/x",
            "https://[::1]/x",
            "https://[fd00::1]/x",
            "https://[fe80::1]/x",
            "https://[::ffff:127.0.0.1]/x",
            // Decimal and hexadecimal spellings are read as the address.
            "https://2130706433/x",
            "https://0x7f000001/x",
        ] {
            assert!(refused(private).contains("private or local"), "{private}");
        }
        let long = format!("https://example.com/{}", "a".repeat(MAX_ENDPOINT));
        assert!(refused(&long).contains("longer"));
    }

    #[test]
    fn a_test_server_also_sends_to_plain_http_on_loopback_only() {
        assert!(endpoint("http://127.0.0.1:4000/push/1", Endpoints::Loopback).is_ok());
        assert!(endpoint("http://[::1]:4000/push/1", Endpoints::Loopback).is_ok());
        assert!(endpoint("http://127.0.0.1:4000/push/1", Endpoints::Public).is_err());
        assert!(endpoint("http://10.0.0.1/push", Endpoints::Loopback).is_err());
        assert!(endpoint("http://example.com/push", Endpoints::Loopback).is_err());
    }

    #[tokio::test]
    async fn a_name_is_resolved_to_public_addresses_only() {
        use reqwest::dns::Resolve;
        let name = "localhost".parse().expect("a name");
        let refused = PublicOnly.resolve(name).await.err().expect("refused");
        assert!(
            refused.to_string().contains("no public address"),
            "{refused}"
        );
    }

    #[test]
    fn keys_are_a_p256_point_and_16_bytes() {
        let point = "BLn9b-VR0ca83knDNZ32dCHGyjJp-1riX9ZTN40MqV8K_LpQmLqxC_DoHvqvFXO_nGdAB4W9dogZb_sM-uV4JbY";
        let auth = "_ordMnz7uTCmrpBTeUV4Bw";
        assert!(keys(point, auth).is_ok());
        assert!(
            keys(&format!("{point}=="), &format!("{auth}==")).is_ok(),
            "padding is tolerated"
        );
        assert!(keys("BAAA", auth).unwrap_err().contains("65 bytes"));
        assert!(keys("!!", auth).unwrap_err().contains("base64url"));
        assert!(keys(point, "AAAA").unwrap_err().contains("16 bytes"));
        let off_curve = format!("B{}", "A".repeat(86));
        assert!(keys(&off_curve, auth).is_err());
    }
}
