// The back office's rich-text editor (TipTap): blog posts, course overviews and biographies, page texts and
// campaigns. Loaded lazily by the forms that use it, so no other page pays for it. It produces plain semantic HTML
// (paragraphs, headings, lists, links, images, YouTube embeds) that the server sanitises again.

import Image from "@tiptap/extension-image";
import {
  type ChainedCommands,
  EditorContent,
  mergeAttributes,
  Node,
  useEditor,
  useEditorState,
} from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { type ChangeEvent, type ReactNode, useRef, useState } from "react";
import { errorMessage } from "#app/admin/hooks/use-api-data.ts";
import { isEmptyHtml } from "#app/admin/models/blog-model.ts";
import { checkImageFile } from "#app/admin/models/image-file.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { parseVideoUrl } from "#app/lib/video-url.ts";
import { ADMIN_MESSAGES } from "#contract/admin-messages";
import { VIDEO_EMBED_TITLE, videoEmbedId, videoEmbedUrl } from "#contract/video-embed";
import { UploadProgress } from "./form-helpers";

/** The formatting buttons: the name, the node or mark that shows it pressed, what it toggles, and its face. */
const FORMATS = [
  ["Bold", ["bold"], (c: ChainedCommands) => c.toggleBold(), "B", "strong"],
  ["Italic", ["italic"], (c: ChainedCommands) => c.toggleItalic(), "I", "em"],
  ["Heading", ["heading", { level: 2 }], (c: ChainedCommands) => c.toggleHeading({ level: 2 }), "H2", "span"],
  [
    "Subheading",
    ["heading", { level: 3 }],
    (c: ChainedCommands) => c.toggleHeading({ level: 3 }),
    "H3",
    "span",
  ],
  ["Bulleted list", ["bulletList"], (c: ChainedCommands) => c.toggleBulletList(), "• List", "span"],
  ["Numbered list", ["orderedList"], (c: ChainedCommands) => c.toggleOrderedList(), "1. List", "span"],
  ["Quote", ["blockquote"], (c: ChainedCommands) => c.toggleBlockquote(), "“ ”", "span"],
] as const;

export interface RichTextEditorProps {
  /** Initial HTML. Later changes of this prop are ignored: the editor owns the text once it is shown. */
  initialHtml: string;
  onChange: (html: string) => void;
  /** id of the visible label, which names the editable area. */
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  /** Reports a failed image insert (size, type or upload) or a link that is not a YouTube video. */
  onError?: (message: string) => void;
  /** Where inserted pictures are uploaded; null: no Picture button (the field's images would not be tracked). */
  pictures?: "blogs" | null;
  /** A Video button that embeds a YouTube video (only where the server keeps embeds: posts, course overviews). */
  videos?: boolean;
}

/**
 * A YouTube video, stored as the one frame form the server's sanitiser keeps (contract/video-embed.ts); the public
 * pages show it as a click-to-load player.
 */
const VideoEmbed = Node.create({
  name: "videoEmbed",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes: () => ({ src: { default: null } }),
  parseHTML: () => [
    {
      tag: "iframe[src]",
      getAttrs: (element) => {
        const id = videoEmbedId(element.getAttribute("src"));
        return id ? { src: videoEmbedUrl(id) } : false;
      },
    },
  ],
  renderHTML: ({ HTMLAttributes }) => [
    "iframe",
    mergeAttributes({ src: HTMLAttributes.src, title: VIDEO_EMBED_TITLE, allowfullscreen: "true" }),
  ],
});

/** A toolbar button named by `label` (its face is hidden from screen readers); `pressed` for a toggle. */
function ToolButton({
  label,
  pressed,
  face,
  ...button
}: {
  label: string;
  pressed?: boolean;
  face: ReactNode;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button type="button" aria-label={label} title={label} aria-pressed={pressed} {...button}>
      {face}
    </button>
  );
}

export default function RichTextEditor({
  initialHtml,
  onChange,
  labelId,
  describedBy,
  invalid,
  onError,
  pictures = "blogs",
  videos = false,
}: RichTextEditorProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ["http", "https", "mailto", "tel"],
          HTMLAttributes: { rel: "noopener noreferrer", target: null },
        },
      }),
      Image.configure({ inline: false, allowBase64: false }),
      ...(videos ? [VideoEmbed] : []),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: "tiptap",
      },
    },
    onUpdate: ({ editor: e }) => onChange(isEmptyHtml(e.getHTML()) ? "" : e.getHTML()),
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            pressed: FORMATS.map(([, [name, attributes]]) => e.isActive(name, attributes)),
            link: e.isActive("link"),
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
          }
        : null,
  });

  function setLink() {
    if (!editor) return;
    const previous = (editor.getAttributes("link").href as string | undefined) ?? "";
    const url = window.prompt("Link address (leave empty to remove the link)", previous);
    if (url === null) return;
    const chain = editor.chain().focus().extendMarkRange("link");
    if (url.trim() === "") chain.unsetLink().run();
    else chain.setLink({ href: url.trim() }).run();
  }

  function insertVideo() {
    if (!editor) return;
    const link = window.prompt("YouTube link (youtube.com/watch?v=…, youtu.be/… or an embed link)", "");
    if (link === null || link.trim() === "") return;
    const video = parseVideoUrl(link);
    if (video?.kind !== "youtube") {
      onError?.(ADMIN_MESSAGES.videoLinkInvalid);
      return;
    }
    editor
      .chain()
      .focus()
      .insertContent({ type: "videoEmbed", attrs: { src: videoEmbedUrl(video.id) } })
      .run();
  }

  async function insertImage(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file || !editor) return;
    const problem = checkImageFile(file);
    if (problem) {
      onError?.(problem);
      return;
    }
    setProgress(0);
    try {
      const body = new FormData();
      body.append("image", file);
      const { data } = await apiRequest<{ url: string }>(
        `/upload/${pictures ?? "blogs"}`,
        { method: "POST", body, onUploadProgress: setProgress },
        ADMIN_MESSAGES.imageUploadFailed,
      );
      const alt = window.prompt("Describe the picture for readers who cannot see it", "") ?? "";
      editor.chain().focus().setImage({ src: data.url, alt }).run();
    } catch (err) {
      onError?.(errorMessage(err, ADMIN_MESSAGES.imageUploadFailed));
    } finally {
      setProgress(null);
    }
  }

  const hidden = (face: string) => <span aria-hidden="true">{face}</span>;
  return (
    <div className={`admin-rte${invalid ? " admin-rte--invalid" : ""}`}>
      <div className="admin-rte__toolbar" role="toolbar" aria-label="Formatting">
        {FORMATS.map(([label, , toggle, face, Face], i) => (
          <ToolButton
            key={label}
            label={label}
            pressed={state?.pressed[i] ?? false}
            onClick={() => editor && toggle(editor.chain().focus()).run()}
            face={<Face aria-hidden="true">{face}</Face>}
          />
        ))}
        <ToolButton label="Link" pressed={state?.link ?? false} onClick={setLink} face={hidden("Link")} />
        {pictures ? (
          <ToolButton
            label="Insert picture"
            onClick={() => fileInput.current?.click()}
            disabled={progress !== null}
            face={hidden("Picture")}
          />
        ) : null}
        {videos ? (
          <ToolButton label="Embed YouTube video" onClick={insertVideo} face={hidden("Video")} />
        ) : null}
        <ToolButton
          label="Undo"
          onClick={() => editor?.chain().focus().undo().run()}
          disabled={!state?.canUndo}
          face={hidden("↶")}
        />
        <ToolButton
          label="Redo"
          onClick={() => editor?.chain().focus().redo().run()}
          disabled={!state?.canRedo}
          face={hidden("↷")}
        />
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => void insertImage(e)}
        />
      </div>
      {progress !== null ? <UploadProgress fraction={progress} label="Uploading picture" /> : null}
      <EditorContent editor={editor} className="admin-rte__content" />
    </div>
  );
}
