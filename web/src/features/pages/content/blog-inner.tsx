import { Link, useSearchParams } from "react-router-dom";
import { StaticPage } from "../layout/static-page.tsx";
import { BLOG_POSTS } from "./blog-posts.tsx";

/** /blog-inner?post=<slug>; without a known slug it shows the latest post. */
export default function BlogInner() {
  const [params] = useSearchParams();
  const post = BLOG_POSTS.find((p) => p.slug === params.get("post")) ?? BLOG_POSTS[0];
  if (!post) return null;
  return (
    <StaticPage title={post.title} lead={post.date}>
      {post.body}
      <p>
        <Link to="/blog">← All articles</Link>
      </p>
    </StaticPage>
  );
}
