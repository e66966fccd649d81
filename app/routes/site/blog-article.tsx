export default function Page() {
  return <h1>blog-article</h1>;
}
