export default function Page() {
  return <h1>products-list</h1>;
}
