export default function Page() {
  return <h1>course-view</h1>;
}
