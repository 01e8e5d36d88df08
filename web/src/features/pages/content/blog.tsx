import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { StaticPage } from "../layout/static-page.tsx";
import { BLOG_POSTS } from "./blog-posts.tsx";
import { CONTENT } from "./i18n/index.ts";

export default function Blog() {
  const { t } = useTranslation(CONTENT);
  return (
    <StaticPage title={t("blog.title")} lead={t("blog.lead")}>
      <div className="post-list">
        {BLOG_POSTS.map((post) => (
          <article key={post.slug} className="post-card">
            <h2>
              <Link to={`/blog-inner?post=${post.slug}`}>{t(`blog.posts.${post.slug}.title`)}</Link>
            </h2>
            <p className="post-card__date">{t(`blog.posts.${post.slug}.date`)}</p>
            <p>{t(`blog.posts.${post.slug}.summary`)}</p>
          </article>
        ))}
      </div>
    </StaticPage>
  );
}
