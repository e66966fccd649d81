export default function Page() {
  return <h1>blogs-list</h1>;
}
