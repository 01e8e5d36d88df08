import { Link } from "react-router-dom";
import { StaticPage } from "../layout/static-page.tsx";
import { BLOG_POSTS } from "./blog-posts.tsx";

export default function Blog() {
  return (
    <StaticPage title="Blog" lead="Rules, strategy and how the platform works.">
      <div className="post-list">
        {BLOG_POSTS.map((post) => (
          <article key={post.slug} className="post-card">
            <h2>
              <Link to={`/blog-inner?post=${post.slug}`}>{post.title}</Link>
            </h2>
            <p className="post-card__date">{post.date}</p>
            <p>{post.summary}</p>
          </article>
        ))}
      </div>
    </StaticPage>
  );
}
