//! Peer harness for the board games of issue 14 in cgt-tools' Rust library (crate `cgt` 0.11,
//! AGPL, used as an ordinary dependency). It only calls the crate's public API.
//!
//! Usage:
//!   cgt-boards-harness <game> <position>
//! prints `value<TAB>seconds`, the seconds spent in process reading the position and computing
//! its canonical form. Games and positions, in the strings of `cgt value`:
//!   amazons  "x...|o..."        (the crate's own grid notation)
//!   fission  "..x.|....|..x."   (the crate's own grid notation)
//!   ski      "L....|....R"      (the crate's own grid notation)
//!   digraph  "LRL:0>1,2-1"      (our Digraph Placement string: vertex colours, then arcs
//!                                i>j from i to j, i<j from j to i, i-j both ways)

use cgt::{
    graph::{adjacency_matrix::directed::DirectedGraph, Graph, VertexIndex},
    short::partizan::{
        canonical_form::CanonicalForm,
        games::{
            amazons::Amazons,
            digraph_placement::{DigraphPlacement, VertexColor},
            fission::Fission,
            ski_jumps::SkiJumps,
        },
        partizan_game::PartizanGame,
        transposition_table::ParallelTranspositionTable,
    },
};
use std::{str::FromStr, time::Instant};

/// Reads our Digraph Placement string into the crate's directed graph.
fn digraph(text: &str) -> DigraphPlacement<VertexColor, DirectedGraph<VertexColor>> {
    let (vertices, arcs) = match text.split_once(':') {
        Some((v, a)) => (v, a),
        None => (text, ""),
    };
    let colours: Vec<VertexColor> = vertices
        .chars()
        .map(|c| match c {
            'L' => VertexColor::Left,
            'R' => VertexColor::Right,
            other => panic!("digraph: vertex {other:?} is not L or R"),
        })
        .collect();
    let mut edges: Vec<(VertexIndex, VertexIndex)> = Vec::new();
    for arc in arcs.split(',').filter(|a| !a.is_empty()) {
        let op = arc.find(['>', '<', '-']).expect("digraph: an arc is i>j, i<j or i-j");
        let i: usize = arc[..op].parse().expect("digraph: vertex number");
        let j: usize = arc[op + 1..].parse().expect("digraph: vertex number");
        let (a, b) = (VertexIndex { index: i }, VertexIndex { index: j });
        match &arc[op..op + 1] {
            ">" => edges.push((a, b)),
            "<" => edges.push((b, a)),
            _ => {
                edges.push((a, b));
                edges.push((b, a));
            }
        }
    }
    DigraphPlacement::new(DirectedGraph::from_edges(&edges, &colours))
}

fn value(game: &str, position: &str) -> CanonicalForm {
    match game {
        "amazons" => {
            let p: Amazons = Amazons::from_str(position).expect("amazons board");
            p.canonical_form(&ParallelTranspositionTable::new())
        }
        "fission" => {
            let p: Fission = Fission::from_str(position).expect("fission board");
            p.canonical_form(&ParallelTranspositionTable::new())
        }
        "ski" => {
            let p: SkiJumps = SkiJumps::from_str(position).expect("ski jumps board");
            p.canonical_form(&ParallelTranspositionTable::new())
        }
        "digraph" => digraph(position).canonical_form(&ParallelTranspositionTable::new()),
        other => {
            eprintln!("unknown game {other:?}: amazons, fission, ski or digraph");
            std::process::exit(2);
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() != 2 {
        eprintln!("usage: cgt-boards-harness <amazons|fission|ski|digraph> <position>");
        std::process::exit(2);
    }
    let start = Instant::now();
    let cf = value(&args[0], &args[1]);
    let seconds = start.elapsed().as_secs_f64();
    println!("{cf}\t{seconds:.6}");
}
