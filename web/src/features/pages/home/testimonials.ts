/**
 * The five home-page testimonials (SPEC.md section 1: name, image, quote, rating). Sample copy
 * about practice play: the operator replaces it with real players' words, with their consent,
 * before launch.
 */
export interface Testimonial {
  readonly name: string;
  readonly city: string;
  readonly quote: string;
  /** Out of 5. */
  readonly rating: number;
  /** Avatar colours; the image is drawn from the initials, so no photo is shown without consent. */
  readonly colors: readonly [string, string];
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: "Priya S.",
    city: "Pune",
    quote: "The one-tap arrange shows me the best grouping of my cards, so I learnt sequences much faster.",
    rating: 5,
    colors: ["#0f5c45", "#f2b632"],
  },
  {
    name: "Arjun M.",
    city: "Jaipur",
    quote: "Tables fill quickly and the 30-second timer keeps games moving. Even on my old phone it runs smoothly.",
    rating: 5,
    colors: ["#7a2e2e", "#f6d28b"],
  },
  {
    name: "Farhan K.",
    city: "Lucknow",
    quote: "I like that each deal shows its shuffle hash and the seed afterwards. I checked one deal myself.",
    rating: 4,
    colors: ["#1f3a68", "#9fd3c7"],
  },
  {
    name: "Meenakshi R.",
    city: "Kochi",
    quote: "Pool 101 with friends at a private table is our Sunday plan now. Practice chips make it stress-free.",
    rating: 5,
    colors: ["#5b2a6e", "#f3c1d3"],
  },
  {
    name: "Gurpreet B.",
    city: "Ludhiana",
    quote: "When I lost connection the game kept my seat until I came back. Support answered my question the same day.",
    rating: 4,
    colors: ["#3c4a1e", "#e6e1a1"],
  },
];
