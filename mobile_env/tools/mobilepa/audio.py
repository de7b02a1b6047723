"""Audio & Entertainment (25 tools): media playback, music library and playlists, camera, screen recording, music recognition.

Playback is a small state machine in settings: ``media.track`` (a ``pa_tracks`` id or empty),
``media.state`` (playing / paused / stopped), ``media.position_s``, ``media.queue`` and
``media.history`` (track ids). Photos and videos go to ``pa_photos``, recordings to
``pa_recordings`` and, once stopped, a file in ``pa_files``.
"""

from __future__ import annotations

from typing import Any

from pydantic import Field

from mobile_env.state import PhoneState, Record
from mobile_env.tools.formats import enum
from mobile_env.tools.mobilepa.families import (NoArgs, Payload, Records, Setting, add_tool,
                                                contains, delete_tool, done, fail, list_tool, put,
                                                replace, setting_tools, update_tool)
from mobile_env.tools.registry import MAX_ARG_ITEMS, ToolArgs, ToolContext, register

DOMAIN = "audio_entertainment"
TRACKS = Records("pa_tracks", "track", "track", title="title", lookup=("title",))
PLAYLISTS = Records("pa_playlists", "playlist", "playlist")
CAMERA = "camera:camera"

SETTINGS = setting_tools(DOMAIN, (
    Setting("set_shuffle", "media.shuffle", "Shuffle", "Turn shuffle play on or off."),
    Setting("set_repeat_mode", "media.repeat", "Repeat mode",
            "Set the repeat mode of media playback: off, one (repeat the track) or all (repeat the "
            "queue).",
            enum(("off", "one", "all")), "mode", "off, one or all."),
    Setting("set_playback_speed", "media.speed", "Playback speed",
            "Set the media playback speed (1.0 is normal).", float, "speed",
            "Speed factor from 0.25 to 3.0, e.g. 1.5.", {"ge": 0.25, "le": 3.0}),
    Setting("set_equalizer_preset", "media.equalizer", "Equaliser preset",
            "Choose the sound equaliser preset for media.",
            enum(("normal", "pop", "rock", "jazz", "classical", "bass_boost", "vocal")), "preset",
            "normal, pop, rock, jazz, classical, bass_boost or vocal."),
    Setting("set_camera_flash", "camera.flash", "Camera flash", "Set the camera flash mode.",
            enum(("auto", "on", "off")), "mode", "auto, on or off."),
))


def _now_playing(state: PhoneState) -> Record | None:
    track_id = state.settings.get("media.track", "")
    return next((t for t in state.table("pa_tracks") if t["id"] == track_id), None)


def _require_track(state: PhoneState) -> Record:
    track = _now_playing(state)
    if track is None:
        fail("nothing is loaded in the player: start playback with play_music first")
    return track


def _start(state: PhoneState, track: Record) -> None:
    current = state.settings.get("media.track", "")
    if current and current != track["id"]:
        put(state, "media.history", (*state.settings.get("media.history", ()), current))
    put(state, "media.track", track["id"])
    put(state, "media.state", "playing")
    put(state, "media.position_s", 0)


def _playing(track: Record, verb: str) -> Payload:
    return done(f"{verb} '{track['title']}' by {track['artist']}", track=track)


class PlayArgs(ToolArgs):
    query: str = Field(min_length=1, description="Song title, artist or album to play, e.g. 'Night "
                                                 "Drive' or 'Lin Qiao'.")


@register("play_music", kind="execute", domain=DOMAIN, args=PlayArgs,
          description="Play music from the phone's library: the first track whose title, artist or "
                      "album matches; the other matches are queued after it.")
def play_music(state: PhoneState, a: PlayArgs, ctx: ToolContext) -> Payload:
    hits = [t for t in state.table("pa_tracks")
            if contains(a.query, t["title"], t["artist"], t["album"])]
    exact = [t for t in hits if t["title"].casefold() == a.query.strip().casefold()]
    if not hits:
        fail(f"no track in the library matches {a.query!r}; search it with search_music_library")
    first = (exact or hits)[0]
    _start(state, first)
    put(state, "media.queue", tuple(t["id"] for t in hits if t is not first))
    return _playing(first, "Playing")


@register("pause_media", kind="execute", domain=DOMAIN, args=NoArgs,
          description="Pause the media that is playing.")
def pause_media(state: PhoneState, a: NoArgs, ctx: ToolContext) -> Payload:
    track = _require_track(state)
    if state.settings["media.state"] != "playing":
        fail(f"'{track['title']}' is not playing (it is {state.settings['media.state']}); nothing "
             f"to pause")
    put(state, "media.state", "paused")
    return _playing(track, "Paused")


@register("resume_media", kind="execute", domain=DOMAIN, args=NoArgs,
          description="Resume paused media playback.")
def resume_media(state: PhoneState, a: NoArgs, ctx: ToolContext) -> Payload:
    track = _require_track(state)
    if state.settings["media.state"] == "playing":
        fail(f"'{track['title']}' is already playing")
    put(state, "media.state", "playing")
    return _playing(track, "Resumed")


@register("stop_media", kind="execute", domain=DOMAIN, args=NoArgs,
          description="Stop media playback and rewind to the start.")
def stop_media(state: PhoneState, a: NoArgs, ctx: ToolContext) -> Payload:
    track = _require_track(state)
    if state.settings["media.state"] == "stopped":
        fail(f"playback of '{track['title']}' is already stopped")
    put(state, "media.state", "stopped")
    put(state, "media.position_s", 0)
    return _playing(track, "Stopped")


@register("next_track", kind="execute", domain=DOMAIN, args=NoArgs,
          description="Skip to the next track in the play queue.")
def next_track(state: PhoneState, a: NoArgs, ctx: ToolContext) -> Payload:
    queue = state.settings.get("media.queue", ())
    if not queue:
        fail("the play queue is empty: add tracks with add_to_queue or play_music first")
    track = TRACKS.get(state, queue[0])
    _start(state, track)
    put(state, "media.queue", queue[1:])
    return _playing(track, "Playing next:")


@register("previous_track", kind="execute", domain=DOMAIN, args=NoArgs,
          description="Go back to the previously played track.")
def previous_track(state: PhoneState, a: NoArgs, ctx: ToolContext) -> Payload:
    history = state.settings.get("media.history", ())
    if not history:
        fail("there is no previous track in this session")
    current = state.settings.get("media.track", "")
    track = TRACKS.get(state, history[-1])
    put(state, "media.track", track["id"])
    put(state, "media.state", "playing")
    put(state, "media.position_s", 0)
    put(state, "media.history", history[:-1])
    if current:
        put(state, "media.queue", (current, *state.settings.get("media.queue", ())))
    return _playing(track, "Playing previous:")


class SeekArgs(ToolArgs):
    position_s: int = Field(ge=0,
                            le=86_400, description="Position to jump to, in seconds from the start "
                                                   "of the track.")


@register("seek_media", kind="execute", domain=DOMAIN, args=SeekArgs,
          description="Jump to a position in the current track.")
def seek_media(state: PhoneState, a: SeekArgs, ctx: ToolContext) -> Payload:
    track = _require_track(state)
    if a.position_s > track["duration_s"]:
        fail(f"'{track['title']}' is only {track['duration_s']} s long; choose a position from 0 "
             f"to {track['duration_s']}")
    put(state, "media.position_s", a.position_s)
    return done(f"Moved to {a.position_s} s in '{track['title']}'", position_s=a.position_s,
                track=track["id"])


@register("get_now_playing", kind="retrieve", domain=DOMAIN, args=NoArgs,
          description="What the media player is playing, its position and queue.")
def get_now_playing(state: PhoneState, a: NoArgs, ctx: ToolContext) -> Payload:
    track = _now_playing(state)
    keys = ("media.state", "media.position_s", "media.queue", "media.shuffle", "media.repeat",
            "media.speed")
    info = {k.removeprefix("media."): state.settings.get(k) for k in keys}
    title = f"'{track['title']}' is {info['state']}" if track else "Nothing is loaded in the player"
    return done(title, track=track, **info)


class LibraryQuery(ToolArgs):
    query: str | None = Field(default=None, description="Text to find in title, artist or album; "
                                                        "omit to list all.")


list_tool(DOMAIN, TRACKS, "search_music_library",
          "Search the music library by title, artist or album.",
          LibraryQuery, lambda t, a: contains(a.query, t["title"], t["artist"], t["album"]))


class QueueArgs(ToolArgs):
    track: str = Field(min_length=1, description="Id or exact title of the track to queue.")


@register("add_to_queue", kind="execute", domain=DOMAIN, args=QueueArgs,
          description="Add a track to the end of the play queue.")
def add_to_queue(state: PhoneState, a: QueueArgs, ctx: ToolContext) -> Payload:
    track = TRACKS.get(state, a.track)
    queue = state.settings.get("media.queue", ())
    if track["id"] in queue:
        fail(f"'{track['title']}' is already in the queue")
    put(state, "media.queue", (*queue, track["id"]))
    return done(f"Queued '{track['title']}' (position {len(queue) + 1})",
                queue=state.settings["media.queue"])


class PlaylistArgs(ToolArgs):
    name: str = Field(min_length=1, max_length=100, description="Playlist name.")
    tracks: list[str] = Field(default_factory=list, max_length=MAX_ARG_ITEMS,
                              description="Ids or exact titles of tracks to put in it; default "
                                          "empty.")


def _playlist(state: PhoneState, a: PlaylistArgs, ctx: ToolContext) -> Record:
    ids = tuple(dict.fromkeys(TRACKS.get(state, t)["id"] for t in a.tracks))
    return {"name": a.name.strip(), "tracks": ids, "created_at": state.now}


add_tool(DOMAIN, PLAYLISTS, "create_playlist", "Create a music playlist, optionally with tracks.",
         PlaylistArgs, _playlist, unique=("name",))


class PlaylistTrackArgs(ToolArgs):
    playlist: str = Field(min_length=1, description="Id or exact name of the playlist.")
    track: str = Field(min_length=1, description="Id or exact title of the track.")


@register("add_track_to_playlist", kind="execute", domain=DOMAIN, args=PlaylistTrackArgs,
          description="Add a track to a playlist.")
def add_track_to_playlist(state: PhoneState, a: PlaylistTrackArgs, ctx: ToolContext) -> Payload:
    playlist, track = PLAYLISTS.get(state, a.playlist), TRACKS.get(state, a.track)
    if track["id"] in playlist["tracks"]:
        fail(f"'{track['title']}' is already in playlist '{playlist['name']}'")
    new = replace(state, "pa_playlists", playlist, tracks=(*playlist["tracks"], track["id"]))
    return done(f"Added '{track['title']}' to playlist '{playlist['name']}'", **new)


list_tool(DOMAIN, PLAYLISTS, "list_playlists", "List the music playlists with their track ids.")
delete_tool(DOMAIN, PLAYLISTS, "delete_playlist",
            "Delete a music playlist (the tracks stay in the library).")


class LikeArgs(ToolArgs):
    track: str = Field(min_length=1, description="Id or exact title of the track.")
    liked: bool = Field(default=True,
                        description="True to add it to favourites, false to remove it.")


update_tool(DOMAIN, TRACKS, "like_track", "Add a track to (or remove it from) the favourites.",
            LikeArgs)

CAMERA_SIDE = enum(("back", "front"))


class PhotoArgs(ToolArgs):
    mode: enum(("photo", "portrait", "night", "panorama")) = Field(  # type: ignore[valid-type]
        default="photo", description="Capture mode: photo, portrait, night or panorama; default "
                                     "photo.")
    camera: CAMERA_SIDE = Field(default="back", description="back or front camera; default back.")  # type: ignore[valid-type]


def _capture(state: PhoneState, kind: str, extra: dict[str, Any]) -> Payload:
    number = len(state.table("pa_photos")) + 1
    suffix = "jpg" if kind == "photo" else "mp4"
    photo = state.insert("pa_photos", {
        "name": f"{'IMG' if kind == 'photo' else 'VID'}_{state.now[:10].replace('-', '')}_{number:03d}.{suffix}",
        "kind": kind, "taken_at": state.now, "album": "Camera", "description": "", "text": "",
        "tags": (), **extra})
    return done(f"{kind.capitalize()} saved as {photo['name']} (flash "
                f"{state.settings.get('camera.flash', 'auto')})",
                **photo)


@register("take_photo", kind="execute", domain=DOMAIN, args=PhotoArgs,
          description="Take a photo with the camera; it is saved to the gallery.",
          permission=CAMERA)
def take_photo(state: PhoneState, a: PhotoArgs, ctx: ToolContext) -> Payload:
    return _capture(state, "photo", {"mode": a.mode, "camera": a.camera})


class VideoArgs(ToolArgs):
    duration_s: int = Field(ge=1, le=3600, description="Length of the clip in seconds (1 to 3600).")
    camera: CAMERA_SIDE = Field(default="back", description="back or front camera; default back.")  # type: ignore[valid-type]


@register("record_video", kind="execute", domain=DOMAIN, args=VideoArgs,
          description="Record a video clip with the camera; it is saved to the gallery.",
          permission=CAMERA)
def record_video(state: PhoneState, a: VideoArgs, ctx: ToolContext) -> Payload:
    return _capture(state, "video", {"duration_s": a.duration_s, "camera": a.camera})


class ScreenRecordArgs(ToolArgs):
    with_audio: bool = Field(default=False,
                             description="Also record the device audio; default false.")


@register("start_screen_recording", kind="execute", domain=DOMAIN, args=ScreenRecordArgs,
          description="Start recording the screen.")
def start_screen_recording(state: PhoneState, a: ScreenRecordArgs, ctx: ToolContext) -> Payload:
    if state.settings.get("capture.screen_recording"):
        fail("the screen is already being recorded: stop it with stop_screen_recording first")
    rec = state.insert("pa_recordings", {"kind": "screen", "with_audio": a.with_audio,
                                         "started_at": state.now, "stopped_at": ""})
    put(state, "capture.screen_recording", rec["id"])
    return done("Screen recording started", **rec)


@register("stop_screen_recording", kind="execute", domain=DOMAIN, args=NoArgs,
          description="Stop the screen recording and save it to Movies.")
def stop_screen_recording(state: PhoneState, a: NoArgs, ctx: ToolContext) -> Payload:
    rec_id = state.settings.get("capture.screen_recording", "")
    if not rec_id:
        fail("no screen recording is running: start one with start_screen_recording")
    rec = Records("pa_recordings", "recording", "recording").get(state, rec_id)
    rec = replace(state, "pa_recordings", rec, stopped_at=state.now)
    put(state, "capture.screen_recording", "")
    file = state.insert("pa_files",
                        {"name": f"Screen recording {rec['id']}.mp4", "folder": "Movies",
                                     "kind": "video", "size_mb": 12.0, "modified": state.now})
    return done(f"Screen recording saved as {file['name']}", recording=rec, file=file)


@register("recognize_music", kind="retrieve", domain=DOMAIN, args=NoArgs,
          description="Listen through the microphone and identify the song playing nearby.",
          permission="music:microphone")
def recognize_music(state: PhoneState, a: NoArgs, ctx: ToolContext) -> Payload:
    ambient = state.settings.get("media.ambient_track", "")
    if not ambient:
        fail("no music was detected nearby; try again when a song is playing")
    track = TRACKS.get(state, ambient)
    return done(f"That is '{track['title']}' by {track['artist']}", track=track)
