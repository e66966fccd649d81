-- Hand-written: uploaded images are stored as site-relative paths (/uploads/...), so a move to another domain or
-- to HTTPS breaks nothing. Absolute URLs of stored images (the naming of contract/image-variants.ts: folder, 32
-- hex digits, size, .webp), whatever host they name, become their path: in every image column and inside blog
-- HTML (src and srcset). Idempotent: a relative path no longer matches.
UPDATE "courses" SET "image_url" = regexp_replace("image_url", '^https?://[^/?#\s]+(/uploads/(?:courses|blogs|products|gallery|testimonials)/[0-9a-f]{32}-[1-9][0-9]{0,4}(?:x[1-9][0-9]{0,4}|w)\.webp)$', '\1') WHERE "image_url" ~ '^https?://[^/?#\s]+(/uploads/(?:courses|blogs|products|gallery|testimonials)/[0-9a-f]{32}-[1-9][0-9]{0,4}(?:x[1-9][0-9]{0,4}|w)\.webp)$';
--> statement-breakpoint
UPDATE "courses" SET "poster_image_url" = regexp_replace("poster_image_url", '^https?://[^/?#\s]+(/uploads/(?:courses|blogs|products|gallery|testimonials)/[0-9a-f]{32}-[1-9][0-9]{0,4}(?:x[1-9][0-9]{0,4}|w)\.webp)$', '\1') WHERE "poster_image_url" ~ '^https?://[^/?#\s]+(/uploads/(?:courses|blogs|products|gallery|testimonials)/[0-9a-f]{32}-[1-9][0-9]{0,4}(?:x[1-9][0-9]{0,4}|w)\.webp)$';
--> statement-breakpoint
UPDATE "courses" SET "instructor_image" = regexp_replace("instructor_image", '^https?://[^/?#\s]+(/uploads/(?:courses|blogs|products|gallery|testimonials)/[0-9a-f]{32}-[1-9][0-9]{0,4}(?:x[1-9][0-9]{0,4}|w)\.webp)$', '\1') WHERE "instructor_image" ~ '^https?://[^/?#\s]+(/uploads/(?:courses|blogs|products|gallery|testimonials)/[0-9a-f]{32}-[1-9][0-9]{0,4}(?:x[1-9][0-9]{0,4}|w)\.webp)$';
--> statement-breakpoint
UPDATE "blog_posts" SET "image" = regexp_replace("image", '^https?://[^/?#\s]+(/uploads/(?:courses|blogs|products|gallery|testimonials)/[0-9a-f]{32}-[1-9][0-9]{0,4}(?:x[1-9][0-9]{0,4}|w)\.webp)$', '\1') WHERE "image" ~ '^https?://[^/?#\s]+(/uploads/(?:courses|blogs|products|gallery|testimonials)/[0-9a-f]{32}-[1-9][0-9]{0,4}(?:x[1-9][0-9]{0,4}|w)\.webp)$';
--> statement-breakpoint
UPDATE "products" SET "image" = regexp_replace("image", '^https?://[^/?#\s]+(/uploads/(?:courses|blogs|products|gallery|testimonials)/[0-9a-f]{32}-[1-9][0-9]{0,4}(?:x[1-9][0-9]{0,4}|w)\.webp)$', '\1') WHERE "image" ~ '^https?://[^/?#\s]+(/uploads/(?:courses|blogs|products|gallery|testimonials)/[0-9a-f]{32}-[1-9][0-9]{0,4}(?:x[1-9][0-9]{0,4}|w)\.webp)$';
--> statement-breakpoint
UPDATE "products" SET "modal_image" = regexp_replace("modal_image", '^https?://[^/?#\s]+(/uploads/(?:courses|blogs|products|gallery|testimonials)/[0-9a-f]{32}-[1-9][0-9]{0,4}(?:x[1-9][0-9]{0,4}|w)\.webp)$', '\1') WHERE "modal_image" ~ '^https?://[^/?#\s]+(/uploads/(?:courses|blogs|products|gallery|testimonials)/[0-9a-f]{32}-[1-9][0-9]{0,4}(?:x[1-9][0-9]{0,4}|w)\.webp)$';
--> statement-breakpoint
UPDATE "gallery_images" SET "image_url" = regexp_replace("image_url", '^https?://[^/?#\s]+(/uploads/(?:courses|blogs|products|gallery|testimonials)/[0-9a-f]{32}-[1-9][0-9]{0,4}(?:x[1-9][0-9]{0,4}|w)\.webp)$', '\1') WHERE "image_url" ~ '^https?://[^/?#\s]+(/uploads/(?:courses|blogs|products|gallery|testimonials)/[0-9a-f]{32}-[1-9][0-9]{0,4}(?:x[1-9][0-9]{0,4}|w)\.webp)$';
--> statement-breakpoint
UPDATE "testimonials" SET "avatar_url" = regexp_replace("avatar_url", '^https?://[^/?#\s]+(/uploads/(?:courses|blogs|products|gallery|testimonials)/[0-9a-f]{32}-[1-9][0-9]{0,4}(?:x[1-9][0-9]{0,4}|w)\.webp)$', '\1') WHERE "avatar_url" ~ '^https?://[^/?#\s]+(/uploads/(?:courses|blogs|products|gallery|testimonials)/[0-9a-f]{32}-[1-9][0-9]{0,4}(?:x[1-9][0-9]{0,4}|w)\.webp)$';
--> statement-breakpoint
UPDATE "blog_posts" SET "content" = regexp_replace("content", 'https?://[^/?#\s"'',]+(/uploads/(?:courses|blogs|products|gallery|testimonials)/[0-9a-f]{32}-[1-9][0-9]{0,4}(?:x[1-9][0-9]{0,4}|w)\.webp)', '\1', 'g') WHERE "content" ~ 'https?://[^/?#\s"'',]+(/uploads/(?:courses|blogs|products|gallery|testimonials)/[0-9a-f]{32}-[1-9][0-9]{0,4}(?:x[1-9][0-9]{0,4}|w)\.webp)';
