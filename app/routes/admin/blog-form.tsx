export default function Page() {
  return <h1>blog-form</h1>;
}
