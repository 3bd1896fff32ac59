//! What the tests hold the catalogues to, readable by any crate's tests:
//! every catalogue parses; every language has exactly English's messages,
//! each with exactly English's variables; a page can carry its words.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{
    CallArguments, Entry, Expression, InlineExpression, Pattern, PatternElement,
};
use fluent_syntax::parser;

use crate::catalogue::area_source;
use crate::{AREAS, LANGUAGES, Language, WEB_AREAS};

/// A message (`id`, or `id.attribute`) and the variables it names,
/// those of the messages it refers to included.
pub type Messages = BTreeMap<String, BTreeSet<String>>;

/// Every message of `lang`, across its areas, with its variables.
pub fn messages(lang: Language) -> Messages {
    let mut own: BTreeMap<String, (BTreeSet<String>, BTreeSet<String>)> = BTreeMap::new();
    for area in AREAS {
        let source = area_source(lang, area);
        let resource = parser::parse(source.as_str()).unwrap_or_else(|(resource, _)| resource);
        for entry in resource.body {
            let Entry::Message(message) = entry else {
                continue;
            };
            let name = message.id.name.to_string();
            if let Some(value) = &message.value {
                own.insert(name.clone(), named(value));
            }
            for attribute in &message.attributes {
                own.insert(
                    format!("{name}.{}", attribute.id.name),
                    named(&attribute.value),
                );
            }
        }
    }
    own.keys()
        .map(|id| {
            let mut variables = BTreeSet::new();
            collect(&own, id, &mut variables, &mut BTreeSet::new());
            (id.clone(), variables)
        })
        .collect()
}

fn collect(
    own: &BTreeMap<String, (BTreeSet<String>, BTreeSet<String>)>,
    id: &str,
    variables: &mut BTreeSet<String>,
    seen: &mut BTreeSet<String>,
) {
    if !seen.insert(id.to_string()) {
        return;
    }
    if let Some((vars, references)) = own.get(id) {
        variables.extend(vars.iter().cloned());
        for reference in references {
            collect(own, reference, variables, seen);
        }
    }
}

/// A pattern's variables and the messages it refers to.
fn named(pattern: &Pattern<&str>) -> (BTreeSet<String>, BTreeSet<String>) {
    let mut found = (BTreeSet::new(), BTreeSet::new());
    walk_pattern(pattern, &mut found);
    found
}

fn walk_pattern(pattern: &Pattern<&str>, found: &mut (BTreeSet<String>, BTreeSet<String>)) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            walk_expression(expression, found);
        }
    }
}

fn walk_expression(
    expression: &Expression<&str>,
    found: &mut (BTreeSet<String>, BTreeSet<String>),
) {
    match expression {
        Expression::Select { selector, variants } => {
            walk_inline(selector, found);
            for variant in variants {
                walk_pattern(&variant.value, found);
            }
        }
        Expression::Inline(inline) => walk_inline(inline, found),
    }
}

fn walk_inline(inline: &InlineExpression<&str>, found: &mut (BTreeSet<String>, BTreeSet<String>)) {
    match inline {
        InlineExpression::VariableReference { id } => {
            found.0.insert(id.name.to_string());
        }
        InlineExpression::MessageReference { id, attribute } => {
            let name = match attribute {
                Some(attribute) => format!("{}.{}", id.name, attribute.name),
                None => id.name.to_string(),
            };
            found.1.insert(name);
        }
        InlineExpression::FunctionReference { arguments, .. } => walk_arguments(arguments, found),
        InlineExpression::TermReference { arguments, .. } => {
            if let Some(arguments) = arguments {
                walk_arguments(arguments, found);
            }
        }
        InlineExpression::Placeable { expression } => walk_expression(expression, found),
        InlineExpression::StringLiteral { .. } | InlineExpression::NumberLiteral { .. } => {}
    }
}

fn walk_arguments(
    arguments: &CallArguments<&str>,
    found: &mut (BTreeSet<String>, BTreeSet<String>),
) {
    for argument in &arguments.positional {
        walk_inline(argument, found);
    }
    for argument in &arguments.named {
        walk_inline(&argument.value, found);
    }
}

/// Everything wrong with the catalogues, one line each; empty when all is
/// well.
pub fn faults() -> Vec<String> {
    let mut faults = Vec::new();
    for &lang in LANGUAGES {
        let mut ids = BTreeSet::new();
        for area in AREAS {
            let source = area_source(lang, area);
            let path = format!("locales/{}/{area}.ftl", lang.tag);
            match parser::parse(source.as_str()) {
                Ok(resource) => {
                    for entry in &resource.body {
                        let id = match entry {
                            Entry::Message(m) => m.id.name.to_string(),
                            Entry::Term(t) => format!("-{}", t.id.name),
                            Entry::Junk { content } => {
                                faults.push(format!("{path}: cannot read {content:?}"));
                                continue;
                            }
                            _ => continue,
                        };
                        if !ids.insert(id.clone()) {
                            faults.push(format!("{path}: {id} is defined twice"));
                        }
                    }
                }
                Err((_, errors)) => {
                    for error in errors {
                        faults.push(format!("{path}: {error:?}"));
                    }
                }
            }
            if WEB_AREAS.contains(area) && source.to_ascii_lowercase().contains("</script") {
                faults.push(format!("{path}: a page cannot carry \"</script\""));
            }
        }
    }
    let english = messages(LANGUAGES[0]);
    for &lang in &LANGUAGES[1..] {
        let theirs = messages(lang);
        for (id, variables) in &english {
            match theirs.get(id) {
                None => faults.push(format!("{}: {id} is missing (English has it)", lang.tag)),
                Some(v) if v != variables => faults.push(format!(
                    "{}: {id} names the variables {v:?}, English {variables:?}",
                    lang.tag
                )),
                Some(_) => {}
            }
        }
        for id in theirs.keys() {
            if !english.contains_key(id) {
                faults.push(format!("{}: {id} is not in English", lang.tag));
            }
        }
    }
    faults
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_catalogues_are_whole_and_agree() {
        let faults = faults();
        assert!(faults.is_empty(), "{}", faults.join("\n"));
    }
}
