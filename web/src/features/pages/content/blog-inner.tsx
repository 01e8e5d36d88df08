import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { StaticPage } from "../layout/static-page.tsx";
import { BLOG_POSTS, PostBody } from "./blog-posts.tsx";
import { CONTENT } from "./i18n/index.ts";

/** /blog-inner?post=<slug>; without a known slug it shows the latest post. */
export default function BlogInner() {
  const { t } = useTranslation(CONTENT);
  const [params] = useSearchParams();
  const post = BLOG_POSTS.find((p) => p.slug === params.get("post")) ?? BLOG_POSTS[0];
  if (!post) return null;
  return (
    <StaticPage title={t(`blog.posts.${post.slug}.title`)} lead={t(`blog.posts.${post.slug}.date`)}>
      <PostBody post={post} t={t} />
      <p>
        <Link to="/blog">{t("blog.all")}</Link>
      </p>
    </StaticPage>
  );
}
