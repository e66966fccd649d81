export default function Page() {
  return <h1>course-detail</h1>;
}
