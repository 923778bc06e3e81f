#!/bin/sh
# Synthesises the app's sound effects into assets/sounds/ with sox (Debian's `sox`). The WAV
# files are committed (the build compiles them into the app as Qt resources); run this again
# only to change a sound. Every effect is short (under 0.4 s), mono 22 050 Hz 16-bit, with soft
# attacks and decays: plucked strings (sox's Karplus-Strong "pluck") and filtered noise, never
# bare beeps. `sox -R` makes the noise repeatable, so the files come out the same every time.
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
out="$here/assets/sounds"
mkdir -p "$out"
command -v sox >/dev/null || { echo "make-sounds.sh: sox is not installed (apt install sox)" >&2; exit 1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

fmt="-r 22050 -c 1 -b 16"

# A plucked note: name, note, length (s), gain (dB).
pluck() {
    sox -R -n $fmt "$tmp/$1.wav" synth "$3" pluck "$2" fade q 0.004 "$3" 0.08 gain "$4"
}

# A card laid on the felt: a low, muted knock (a short pluck with the highs taken off).
sox -R -n $fmt "$tmp/knock.wav" synth 0.14 pluck A3 lowpass 900 fade q 0.002 0.14 0.1 gain -3
sox -R -n $fmt "$tmp/tap.wav" synth 0.05 pinknoise lowpass 1500 fade q 0.002 0.05 0.045 gain -14
sox -R -m "$tmp/knock.wav" "$tmp/tap.wav" $fmt "$out/place.wav" gain -n -4

# A word accepted: two notes rising a fourth.
pluck w1 E5 0.16 -6
pluck w2 A5 0.22 -6
sox -R "$tmp/w1.wav" "$tmp/w2.wav" $fmt "$out/word.wav" splice -q 0.12,0.02 gain -n -5

# A capture: a low note and a fifth above it together, a firmer take.
pluck c1 D4 0.3 -6
pluck c2 A4 0.3 -9
sox -R -m "$tmp/c1.wav" "$tmp/c2.wav" $fmt "$out/capture.wav" fade q 0.003 0.3 0.12 gain -n -4

# Police tape: a soft rustle (band-passed pink noise swelling and fading).
sox -R -n $fmt "$out/tape.wav" synth 0.28 pinknoise bandpass 2500 1.2q fade h 0.06 0.28 0.18 \
    tremolo 22 40 gain -n -9

# A zone formed: three notes of a major chord, one after another.
pluck z1 C5 0.1 -6
pluck z2 E5 0.1 -6
pluck z3 G5 0.17 -6
sox -R "$tmp/z1.wav" "$tmp/z2.wav" "$tmp/z3.wav" $fmt "$out/zone.wav" gain -n -5

# Your turn: a soft bell (two sines in a 2:3 ratio with an exponential-like fade).
sox -R -n $fmt "$tmp/b1.wav" synth 0.35 sine 880 fade q 0.01 0.35 0.3 gain -8
sox -R -n $fmt "$tmp/b2.wav" synth 0.35 sine 1320 fade q 0.01 0.35 0.33 gain -16
sox -R -m "$tmp/b1.wav" "$tmp/b2.wav" $fmt "$out/turn.wav" gain -n -6

# Game over: a falling, resolving figure (G4, E4, then C4 with its fifth).
pluck g1 G4 0.1 -6
pluck g2 E4 0.1 -6
pluck g3 C4 0.17 -6
pluck g4 G4 0.17 -10
sox -R -m "$tmp/g3.wav" "$tmp/g4.wav" $fmt "$tmp/g34.wav"
sox -R "$tmp/g1.wav" "$tmp/g2.wav" "$tmp/g34.wav" $fmt "$out/gameover.wav" gain -n -4

for f in "$out"/*.wav; do
    printf '%s %s s\n' "$(basename "$f")" "$(soxi -D "$f")"
done
