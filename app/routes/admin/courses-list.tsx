export default function Page() {
  return <h1>courses-list</h1>;
}
