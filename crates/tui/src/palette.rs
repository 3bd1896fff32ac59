//! The table of colours beside the board: each colour with its digit, letter
//! and symbol, drawn in its colour; the blank as 0 when the setup has it.

use mastermind_core::Setup;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use crate::pegs;

#[derive(Debug)]
pub struct PaletteView<'s> {
    pub setup: &'s Setup,
}

impl PaletteView<'_> {
    pub fn height(&self) -> u16 {
        2 + u16::from(self.setup.symbols())
    }

    pub fn lines(&self) -> Vec<Line<'static>> {
        let palette = self.setup.palette();
        let first = self.setup.lowest_digit();
        (first..=self.setup.colours())
            .filter_map(|digit| {
                let colour = palette.colour(digit)?;
                let mut spans = vec![Span::raw(format!("{digit:>3} "))];
                spans.extend(pegs::peg(self.setup, digit, false));
                spans.push(Span::raw(format!(" {}", crate::words::colour(colour.name))));
                Some(Line::from(spans))
            })
            .collect()
    }
}

impl Widget for PaletteView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        Paragraph::new(self.lines())
            .block(
                Block::bordered()
                    .title(format!(" {} ", mastermind_i18n::tr!("term-colours-title"))),
            )
            .render(area, buf);
    }
}
