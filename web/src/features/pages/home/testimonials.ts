/**
 * The five home-page testimonials (SPEC.md section 1: name, image, quote, rating). Sample copy
 * about practice play: the operator replaces it with real players' words, with their consent,
 * before launch.
 */
export interface Testimonial {
  readonly name: string;
  readonly city: string;
  /** The quote's key in the `home` catalogue (testimonials.quotes). */
  readonly quote: "priya" | "arjun" | "farhan" | "meenakshi" | "gurpreet";
  /** Out of 5. */
  readonly rating: number;
  /** Avatar colours; the image is drawn from the initials, so no photo is shown without consent. */
  readonly colors: readonly [string, string];
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: "Priya S.",
    city: "Pune",
    quote: "priya",
    rating: 5,
    colors: ["#0f5c45", "#f2b632"],
  },
  {
    name: "Arjun M.",
    city: "Jaipur",
    quote: "arjun",
    rating: 5,
    colors: ["#7a2e2e", "#f6d28b"],
  },
  {
    name: "Farhan K.",
    city: "Lucknow",
    quote: "farhan",
    rating: 4,
    colors: ["#1f3a68", "#9fd3c7"],
  },
  {
    name: "Meenakshi R.",
    city: "Kochi",
    quote: "meenakshi",
    rating: 5,
    colors: ["#5b2a6e", "#f3c1d3"],
  },
  {
    name: "Gurpreet B.",
    city: "Ludhiana",
    quote: "gurpreet",
    rating: 4,
    colors: ["#3c4a1e", "#e6e1a1"],
  },
];
