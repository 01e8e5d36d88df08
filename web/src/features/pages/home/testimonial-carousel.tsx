import "./carousel.css";
import { useCallback, useRef, useState, type TouchEvent } from "react";
import { useTranslation } from "react-i18next";
import { InitialsAvatar } from "./avatar.tsx";
import { HOME } from "./i18n/index.ts";
import { TESTIMONIALS, type Testimonial } from "./testimonials.ts";

/** SPEC.md section 1 / 9: one slide at a time, dots, infinite, 500 ms. */
export const SLIDE_MS = 500;

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation(HOME);
  return (
    <span className="stars" role="img" aria-label={t("testimonials.rated", { rating })}>
      {Array.from({ length: 5 }, (_, i) => (
        <span key={i} aria-hidden="true" className={i < rating ? "stars__on" : "stars__off"}>
          ★
        </span>
      ))}
    </span>
  );
}

function Slide({ item, index, hidden }: { item: Testimonial; index: number; hidden: boolean }) {
  const { t } = useTranslation(HOME);
  return (
    <figure className="slide" role="group" aria-roledescription="slide" aria-label={t("testimonials.slide", { number: index + 1, count: TESTIMONIALS.length })} aria-hidden={hidden}>
      <InitialsAvatar name={item.name} colors={item.colors} label={t("testimonials.avatar", { name: item.name })} />
      <blockquote className="slide__quote">“{t(`testimonials.quotes.${item.quote}`)}”</blockquote>
      <figcaption className="slide__who">
        <span>
          <strong>{item.name}</strong>, {item.city}
        </span>
        <Stars rating={item.rating} />
      </figcaption>
    </figure>
  );
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Infinite carousel: the track holds a copy of the last slide before the first and of the first
 * after the last. Moving onto a copy animates normally, then jumps without animation to the
 * real slide, so "next" after the fifth slide still slides forward to the first.
 */
export function TestimonialCarousel() {
  const { t } = useTranslation(HOME);
  const count = TESTIMONIALS.length;
  const [position, setPosition] = useState(1); // 1..count are real slides; 0 and count+1 are copies
  const [animate, setAnimate] = useState(true);
  const touchX = useRef<number | null>(null);
  const current = (((position - 1) % count) + count) % count;

  const go = useCallback(
    (next: number) => {
      // With reduced motion there is no transition (and no transitionend): jump straight there.
      if (prefersReducedMotion()) {
        setAnimate(false);
        setPosition(((((next - 1) % count) + count) % count) + 1);
        return;
      }
      setAnimate(true);
      // A click while resting on a copy would run past the copies; clamp to them.
      setPosition(Math.max(0, Math.min(count + 1, next)));
    },
    [count],
  );

  const settle = () => {
    if (position === 0 || position === count + 1) {
      setAnimate(false);
      setPosition(position === 0 ? count : 1);
    }
  };

  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    const end = event.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < 40) return;
    go(end < start ? position + 1 : position - 1);
  };

  const slides = [TESTIMONIALS[count - 1], ...TESTIMONIALS, TESTIMONIALS[0]].filter((t): t is Testimonial => t !== undefined);
  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={t("testimonials.title")}>
      <div className="carousel__viewport" onTouchStart={(e) => (touchX.current = e.touches[0]?.clientX ?? null)} onTouchEnd={onTouchEnd}>
        <div
          className="carousel__track"
          style={{ transform: `translateX(-${position * 100}%)`, transition: animate ? `transform ${SLIDE_MS}ms ease` : "none" }}
          onTransitionEnd={settle}
          aria-live="polite"
        >
          {slides.map((item, i) => (
            <Slide key={`${item.name}-${i}`} item={item} index={(i - 1 + count) % count} hidden={i !== position} />
          ))}
        </div>
      </div>
      <div className="carousel__controls">
        <button type="button" className="carousel__arrow" aria-label={t("testimonials.previous")} onClick={() => go(position - 1)}>
          ‹
        </button>
        <div className="carousel__dots" role="group" aria-label={t("testimonials.choose")}>
          {TESTIMONIALS.map((item, i) => (
            <button
              key={item.name}
              type="button"
              className={`carousel__dot${i === current ? " is-active" : ""}`}
              aria-label={t("testimonials.show", { number: i + 1, name: item.name })}
              aria-current={i === current ? "true" : undefined}
              onClick={() => go(i + 1)}
            />
          ))}
        </div>
        <button type="button" className="carousel__arrow" aria-label={t("testimonials.next")} onClick={() => go(position + 1)}>
          ›
        </button>
      </div>
    </section>
  );
}
