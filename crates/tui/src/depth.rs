//! How many colours the terminal shows. The screens draw the palette's own
//! 24-bit colours; for a terminal that does not announce 24-bit colour they
//! are fitted to its 256 or 16 colours once the frame is drawn, in one place
//! rather than in every widget.

use ratatui::buffer::Buffer;
use ratatui::style::Color;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColourDepth {
    /// 24-bit colour, which a terminal announces with `COLORTERM`.
    TrueColour,
    /// The xterm 256-colour palette.
    Indexed,
    /// The 16 colours every colour terminal has, in the theme's own shades.
    Basic,
}

impl ColourDepth {
    /// The depth a terminal announces through `COLORTERM` and `TERM`, the way
    /// terminals and multiplexers set them: 24-bit only when `COLORTERM` says
    /// `truecolor` or `24bit`.
    pub fn from_terminal(colorterm: Option<&str>, term: Option<&str>) -> Self {
        let colorterm = colorterm.unwrap_or("").trim().to_ascii_lowercase();
        if colorterm == "truecolor" || colorterm == "24bit" {
            ColourDepth::TrueColour
        } else if term.is_some_and(|term| term.contains("256color")) {
            ColourDepth::Indexed
        } else {
            ColourDepth::Basic
        }
    }

    /// `colour` as this depth shows it; only 24-bit colours change.
    pub fn fit(self, colour: Color) -> Color {
        match (self, colour) {
            (ColourDepth::TrueColour, _) => colour,
            (ColourDepth::Indexed, Color::Rgb(r, g, b)) => Color::Indexed(indexed(r, g, b)),
            (ColourDepth::Basic, Color::Rgb(r, g, b)) => basic(r, g, b),
            (_, other) => other,
        }
    }

    /// Fits every colour of a drawn frame.
    pub fn fit_buffer(self, buffer: &mut Buffer) {
        if self == ColourDepth::TrueColour {
            return;
        }
        for cell in &mut buffer.content {
            cell.fg = self.fit(cell.fg);
            cell.bg = self.fit(cell.bg);
        }
    }
}

/// The channel levels of the 6×6×6 colour cube at indices 16 to 231.
const CUBE: [u8; 6] = [0, 95, 135, 175, 215, 255];

fn distance((r, g, b): (u8, u8, u8), (s, t, u): (u8, u8, u8)) -> u32 {
    let d = |a: u8, b: u8| u32::from(a.abs_diff(b)).pow(2);
    d(r, s) + d(g, t) + d(b, u)
}

/// The nearest of the cube's colours and the 24 greys (232 to 255).
fn indexed(r: u8, g: u8, b: u8) -> u8 {
    let level = |v: u8| {
        (0..CUBE.len())
            .min_by_key(|&i| CUBE[i].abs_diff(v))
            .unwrap_or(0)
    };
    let (ri, gi, bi) = (level(r), level(g), level(b));
    let cube = (CUBE[ri], CUBE[gi], CUBE[bi]);
    let mean = (u32::from(r) + u32::from(g) + u32::from(b)) / 3;
    let step = (mean.saturating_sub(3) / 10).min(23) as u8;
    let grey = 8 + 10 * step;
    if distance((r, g, b), (grey, grey, grey)) < distance((r, g, b), cube) {
        232 + step
    } else {
        16 + 36 * ri as u8 + 6 * gi as u8 + bi as u8
    }
}

/// The basic colour of the same hue, or the grey of the same lightness. The
/// 16 colours' shades belong to the theme, so nearness by hue keeps apart
/// what nearness by shade would merge (pink would become grey).
fn basic(r: u8, g: u8, b: u8) -> Color {
    let (rf, gf, bf) = (f32::from(r), f32::from(g), f32::from(b));
    let max = rf.max(gf).max(bf);
    let min = rf.min(gf).min(bf);
    let chroma = max - min;
    let lightness = (max + min) / 2.0 / 255.0;
    if chroma < 0.2 * 255.0 {
        return match lightness {
            l if l < 0.2 => Color::Black,
            l if l < 0.45 => Color::DarkGray,
            l if l < 0.8 => Color::Gray,
            _ => Color::White,
        };
    }
    let sector = if max == rf {
        ((gf - bf) / chroma).rem_euclid(6.0)
    } else if max == gf {
        (bf - rf) / chroma + 2.0
    } else {
        (rf - gf) / chroma + 4.0
    };
    // Sectors of 60° centred on red, yellow, green, cyan, blue and magenta.
    let hues = [
        (Color::Red, Color::LightRed),
        (Color::Yellow, Color::LightYellow),
        (Color::Green, Color::LightGreen),
        (Color::Cyan, Color::LightCyan),
        (Color::Blue, Color::LightBlue),
        (Color::Magenta, Color::LightMagenta),
    ];
    let (dark, light) = hues[(sector.round() as usize) % hues.len()];
    if lightness > 0.6 { light } else { dark }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pegs::terminal_colour;
    use mastermind_core::{COLOURS, Preset};

    #[test]
    fn only_colorterm_announces_24_bit_colour() {
        let depth = ColourDepth::from_terminal;
        assert_eq!(depth(Some("truecolor"), None), ColourDepth::TrueColour);
        assert_eq!(depth(Some("24bit"), Some("xterm")), ColourDepth::TrueColour);
        assert_eq!(depth(None, Some("xterm-256color")), ColourDepth::Indexed);
        assert_eq!(
            depth(Some("yes"), Some("tmux-256color")),
            ColourDepth::Indexed
        );
        assert_eq!(depth(None, Some("xterm")), ColourDepth::Basic);
        assert_eq!(depth(None, Some("linux")), ColourDepth::Basic);
        assert_eq!(depth(None, None), ColourDepth::Basic);
    }

    #[test]
    fn the_256_colours_are_the_nearest_of_cube_and_greys() {
        assert_eq!(indexed(255, 0, 0), 196);
        assert_eq!(indexed(0, 0, 0), 16);
        assert_eq!(indexed(255, 255, 255), 231);
        assert_eq!(indexed(128, 128, 128), 244);
        assert_eq!(indexed(0x22, 0x22, 0x22), 235);
        let fit = ColourDepth::Indexed.fit(Color::Rgb(0xd6, 0x28, 0x28));
        assert_eq!(fit, Color::Indexed(160));
    }

    #[test]
    fn the_colours_of_every_preset_stay_apart_in_16_colours() {
        for preset in Preset::ALL {
            let setup = preset.setup();
            let basic: Vec<Color> = setup
                .palette()
                .colours()
                .filter_map(terminal_colour)
                .map(|c| ColourDepth::Basic.fit(c))
                .collect();
            for (i, a) in basic.iter().enumerate() {
                assert!(!basic[i + 1..].contains(a), "{preset}: {a:?} twice");
            }
        }
        let named = |name: &str| {
            let colour = COLOURS.iter().find(|c| c.name == name).expect(name);
            ColourDepth::Basic.fit(terminal_colour(colour).expect("a colour"))
        };
        assert_eq!(named("red"), Color::Red);
        assert_eq!(named("blue"), Color::Blue);
        assert_eq!(named("green"), Color::Green);
        assert_eq!(named("white"), Color::White);
        assert_eq!(named("black"), Color::Black);
    }

    #[test]
    fn colours_that_are_not_24_bit_stay() {
        for depth in [ColourDepth::Indexed, ColourDepth::Basic] {
            assert_eq!(depth.fit(Color::DarkGray), Color::DarkGray);
            assert_eq!(depth.fit(Color::Reset), Color::Reset);
        }
        let rgb = Color::Rgb(1, 2, 3);
        assert_eq!(ColourDepth::TrueColour.fit(rgb), rgb);
    }
}
