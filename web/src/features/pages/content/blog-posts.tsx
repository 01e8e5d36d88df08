import type { TFunction } from "i18next";
import { Trans } from "react-i18next";

/** The blog's articles, newest first: each one's words are in the `content` catalogue under blog.posts.<slug>. */
export interface BlogPost {
  readonly slug: "pure-and-impure-sequences" | "when-to-drop" | "how-our-shuffle-works";
  readonly paragraphs: number;
}

export const BLOG_POSTS: readonly BlogPost[] = [
  { slug: "pure-and-impure-sequences", paragraphs: 3 },
  { slug: "when-to-drop", paragraphs: 2 },
  { slug: "how-our-shuffle-works", paragraphs: 2 },
];

/** An article's body in the player's language, its <b> words in bold. */
export function PostBody({ post, t }: { post: BlogPost; t: TFunction<"content"> }) {
  return (
    <>
      {Array.from({ length: post.paragraphs }, (_, i) => (
        <p key={i}>
          <Trans t={t} i18nKey={`blog.posts.${post.slug}.p${i + 1}`} components={{ b: <strong /> }} />
        </p>
      ))}
    </>
  );
}
