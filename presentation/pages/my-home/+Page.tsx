import { TrackedPage } from '#presentation/tracking';
import { MyHomePage } from '#presentation/search/myHome/MyHomePage';

/** /my-home: the visitor's saved and recent searches with their alerts (document 001 §4 "My home"). */
export default function Page() {
  return (
    <TrackedPage name="myHome">
      <MyHomePage />
    </TrackedPage>
  );
}
